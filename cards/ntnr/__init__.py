"""Card scripts of the New Town, New Rules pack."""
