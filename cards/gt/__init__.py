"""Card scripts of the Ghost Town pack."""
