"""Draw hands of game cards: the bridge from `Card` to the pure `engine.hands` module."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.hands import HandResult, PlayingCard, best_hand, describe

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

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


def discard_draw_hand(game: Game, player: Player) -> None:
    """A revealed draw hand goes to the discard pile; its jokers are aced, Heretics discarded."""
    for card in list(player.draw_hand):
        if card.data.is_joker and not card.title.lower().startswith("heretic"):
            game.actions.ace(card)
        else:
            game.actions.discard(card)
    player.rank_modifier = 0


__all__ = ["describe", "discard_draw_hand", "evaluate_cards", "hand_text", "playing_card"]
