"""Carson's Cantina (25034) — deed, Public, Saloon.
React, Boot: After your opponent reveals a Cheatin' hand, you may draw a card or gain 1 Ghost
Rock.

Hands are revealed in a shootout round or in lowball (§3.1, §5.6): either counts. "You may
draw a card or gain 1 ghost rock" is the choice of the one using it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.events import Event

DRAW, GAIN = "draw a card", "gain 1 ghost rock"


class CarsonsCantina(CardScript):
    code = "25034"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onDrawHandsRevealed": self.your_opponent_reveals_cheatin},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.cash_in,
        )

    def your_opponent_reveals_cheatin(self, event: Event) -> bool:
        you = self.controller
        return any(self.reveals_cheatin(player) for player in self.game.players if player is not you)

    def cash_in(self, context: Context) -> Flow:
        choice = yield from self.choose_option(context, [DRAW, GAIN])
        if choice == DRAW:
            if self.game.actions.draw(context.player, 1):
                self.game.log.add("{0} draws a card", context.player)
        else:
            self.game.actions.gain(context.player, 1)
            self.game.log.add("{0} gains 1 ghost rock", context.player)
