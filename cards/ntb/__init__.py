"""Card scripts of No Turning Back (NTB)."""
