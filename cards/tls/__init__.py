"""Card scripts of the The Light Shineth pack."""
