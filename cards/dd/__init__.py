"""Card scripts of the Double Dealin' pack."""
