"""Card data for Doomtown: Reloaded: every printing, name lookup and starter decks.

Import from here: ``from cards import card_db`` then ``card_db().find("Shotgun")``.
"""

from __future__ import annotations

from cards.card import CardData
from cards.database import CardDB, card_db
from cards.errors import AmbiguousCardError, UnknownCardError

__all__ = ["AmbiguousCardError", "CardDB", "CardData", "UnknownCardError", "card_db"]
