"""Card scripts of the Out for Blood pack."""
