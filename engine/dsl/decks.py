"""Looking into a deck inside an ability: "Look at the top five cards of your deck. You may
discard up to three of them" (digest §9.3, `engine.deck_inspection`).

The handler reads the cards looked at, asks the player which to act on (`select_cards`)
and moves them with a game action (`self.game.actions.discard_from_deck`); the cards it
leaves stay on top of the deck, in order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities import Context
from engine.deck_inspection import top_of_deck
from engine.dsl.base import ScriptBase

if TYPE_CHECKING:
    from engine.model import Card


class Decks(ScriptBase):
    """What a handler looks at in its player's deck."""

    def look_at_top_of_deck(self, context: Context, amount: int) -> list[Card]:
        """ "Look at the top N cards of your deck": the ability's player sees them (top first;
        fewer if the deck holds fewer, the discard pile is not shuffled in to look) and they
        stay where they are until the handler moves one."""
        return top_of_deck(self.game, context.player, amount)
