"""Card scripts of the Dirty Deeds pack."""
