"""A discard pile card effects may not touch (rules digest §9.3 piles; Lacy O'Malley: "Card
effects cannot cause cards to leave your discard pile, and cards in your discard pile
cannot be played").

While a player's discard pile is locked, no ability is offered a card of it as a target or a
play (`engine.abilities.Target`, `engine.dsl.playing`), and a card effect that would still
move one out (to a hand, the deck, play, Boot Hill or out of the game) leaves it there. The
rules themselves still move it: an empty deck is refilled by shuffling the discard pile in
(§9.3), which is no card effect.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card_effects import current
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

#: A player effect: the player's discard pile is locked against card effects.
LOCKED = "discard_pile_locked"


def locked(game: Game, player: Player) -> bool:
    """Whether card effects may neither take cards from `player`'s discard pile nor play them."""
    if game.effects.player_amount(player, LOCKED) <= 0:
        return False
    game.trace("piles.discard_locked")
    return True


def held(game: Game, card: Card) -> bool:
    """Whether `card` stays in its owner's locked discard pile although a card effect moves
    it now; says so in the log."""
    if card.zone is not Zone.DISCARD or current(game) is None or not locked(game, card.owner):
        return False
    game.log.add("{0} stays in {1}'s discard pile", card, card.owner)
    return True
