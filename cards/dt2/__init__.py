"""Card scripts of the Weird West Edition (DT2)."""
