"""Kiva of Fathomless Reach (22033) — deed, Core • Private • Holy Ground.
React, Boot: After victory is checked during Sundown, move your dude to town square.

"Your dude" is any dude you control (ruling kiva-of-fathomless-reach-any-dude): the text
names no place, so the dude need not stand at the Kiva. The React is offered only while you
control a dude who is not already in the town square (booting the deed for nothing is no
play). A card effect's move does not boot the dude (§4.2).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import TOWN_SQUARE, Card


class KivaOfFathomlessReach(CardScript):
    code = "22033"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onSundownAfterVictoryCheck": self.victory_is_checked},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.move_your_dude,
        )

    def victory_is_checked(self, event: Event) -> bool:
        return bool(self.your_dudes_out_of_town_square())

    def your_dudes_out_of_town_square(self) -> list[Card]:
        return [dude for dude in self.controller_now.dudes() if not dude.in_town_square]

    def move_your_dude(self, context: Context) -> Flow:
        dude = yield from self.select_card(context, self.your_dudes_out_of_town_square(), "Select a dude")
        if self.game.actions.move_dude(dude, TOWN_SQUARE):
            self.game.log.add(
                "{0} moves {1} to {2}", context.player, dude, self.game.locations.name(TOWN_SQUARE)
            )
