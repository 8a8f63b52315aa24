"""Card scripts of the Nightmare at Noon pack."""
