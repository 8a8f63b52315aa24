"""Card scripts of the Welcome to Deadwood pack."""
