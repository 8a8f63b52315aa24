"""Card scripts of the Too Tough to Die pack."""
