"""Rock Woofstone (22005) — Repeat Noon: Pay an opponent 1 ghost rock to move Rock to town
square.

The ghost rock goes to the opponent, not the bank (§9.1); a move by a card effect boots the
dude only if the card says so (§4.2), so Rock may ride in again and again while he can pay.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import TOWN_SQUARE, Player


class RockWoofstone(CardScript):
    code = "22005"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            repeat=True,
            cost=ability.costs.pay_ghost_rock(1, to=self.an_opponent),
            message="{player} pays 1 ghost rock to use {source}",
            handler=self.move_to_town_square,
        )

    def an_opponent(self, context: Context) -> Player | None:
        return context.player.opponent

    def move_to_town_square(self, context: Context) -> None:
        if self.game.actions.move_dude(self.card, TOWN_SQUARE):
            self.game.log.add(
                "{0} moves {1} to {2}", context.player, self.card, self.game.locations.name(TOWN_SQUARE)
            )
