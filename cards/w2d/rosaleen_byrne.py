"""Rosaleen Byrne (23022, Welcome to Deadwood) — dude, Grifter, Huckster 0.
React, Boot: At the start of the game, discard 2 cards from your hand to draw 2 cards.

A Grifter's start-of-game React is used once every starting hand is drawn (§2.2); the two
cards discarded pay for the two drawn, so it is not offered with fewer than 2 in hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event

CARDS = 2


class RosaleenByrne(CardScript):
    code = "23022"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onSetupFinished": self.the_game_starts},
            cost=[ability.costs.boot_self(), ability.costs.discard_from_hand(count=CARDS)],
            message="{player} uses {source}",
            handler=self.swap_two_cards,
        )

    def the_game_starts(self, event: Event) -> bool:
        return True

    def swap_two_cards(self, context: Context) -> None:
        drawn = self.game.actions.draw(context.player, CARDS)
        self.game.log.add("{0} draws {1} cards", context.player, len(drawn))
