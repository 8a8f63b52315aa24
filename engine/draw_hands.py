"""Draw hands of game cards: the bridge from `Card` to the pure `engine.hands` module."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.hands import HandResult, PlayingCard, best_hand, describe

if TYPE_CHECKING:
    from engine.model import Card

_SPECIAL_JOKERS = {"devil's joker": "devil", "heretic joker": "heretic"}
_SUITS = {"S": "S", "H": "H", "D": "D", "C": "C"}


def playing_card(card: Card) -> PlayingCard:
    """The poker face of a card: its printed value and suit, or a joker of its kind (§1.2)."""
    data = card.data
    if data.is_joker:
        title = data.title.lower()
        kind = next((k for prefix, k in _SPECIAL_JOKERS.items() if title.startswith(prefix)), "joker")
        return PlayingCard(0, "", kind)
    if data.value is None or data.suit is None:
        raise ValueError(f"{card.uid} has no value and suit: it cannot be in a draw hand")
    return PlayingCard(data.value, _SUITS[data.suit], None)


def evaluate_cards(cards: list[Card], *, lowball: bool) -> HandResult:
    return best_hand([playing_card(c) for c in cards], lowball=lowball)


def hand_text(cards: list[Card]) -> str:
    return " ".join(str(playing_card(c)) for c in cards)


__all__ = ["describe", "evaluate_cards", "hand_text", "playing_card"]
