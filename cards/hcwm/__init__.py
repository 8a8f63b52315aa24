"""Card scripts of the Hell's Comin' With Me pack."""
