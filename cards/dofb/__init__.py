"""Card scripts of the Debt of Blood pack."""
