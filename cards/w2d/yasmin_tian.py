"""Yasmin Tian (23001) — dude, Grifter.
React, Boot: At the start of the game, you may discard a card to draw a card.

A Grifter's start-of-game React is used once every starting hand is drawn (§2.2); the
card discarded pays for the card drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event


class YasminTian(CardScript):
    code = "23001"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onSetupFinished": self.the_game_starts},
            cost=[ability.costs.boot_self(), ability.costs.discard_from_hand()],
            message="{player} uses {source}",
            handler=self.swap_a_card,
        )

    def the_game_starts(self, event: Event) -> bool:
        return True

    def swap_a_card(self, context: Context) -> None:
        self.game.actions.draw(context.player, 1)
        self.game.log.add("{0} discards {1} to draw a card", context.player, context.paid_card)
