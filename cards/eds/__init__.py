"""Card scripts of Election Day Slaughter (EDS)."""
