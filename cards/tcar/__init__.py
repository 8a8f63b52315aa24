"""Card scripts of the There Comes a Reckoning pack."""
