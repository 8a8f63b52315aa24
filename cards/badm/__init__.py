"""Card scripts of the Bad Medicine pack."""
