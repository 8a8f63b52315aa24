"""Epitaph Branch Office (19022) — deed, Private.
Controller React, Boot: After victory is checked during Sundown, if you control a dude with 1
more more influence and no control points at an opposing player's home, give that dude a
permanent control point.

"1 more more" is the printing's typo for "1 or more". The React is offered only while such a
dude exists (booting the deed for nothing is no play); with several, the player picks one.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import Card


class EpitaphBranchOffice(CardScript):
    code = "19022"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onSundownAfterVictoryCheck": self.victory_is_checked},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.give_a_control_point,
            controller=True,
        )

    def victory_is_checked(self, event: Event) -> bool:
        return bool(self.dudes_at_opposing_homes())

    def dudes_at_opposing_homes(self) -> list[Card]:
        you = self.controller_now
        opposing_homes = {player.home.uid for player in self.game.players if player is not you}
        return [
            dude
            for dude in you.dudes()
            if dude.location in opposing_homes and dude.influence >= 1 and dude.control == 0
        ]

    def give_a_control_point(self, context: Context) -> Flow:
        dude = yield from self.select_card(context, self.dudes_at_opposing_homes(), "Select a dude")
        self.game.actions.add_control_point(dude)
        self.game.log.add("{0} gives {1} a permanent control point", context.player, dude)
