"""Mechanical Horse (01094) — Goods, Horse, Gadget, Difficulty 5.
Repeat Noon, Pay 2 Ghost Rock: Move this dude.
React, Boot: Prevent this dude from booting when they join a posse (this does not let
a booted dude join a posse).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class MechanicalHorse(CardScript):
    code = "01094"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            repeat=True,
            cost=ability.costs.pay_ghost_rock(2),
            condition=self.has_rider,
            message="{player} pays 2 ghost rock to use {source}",
            handler=self.ride,
        )
        self.prevent_booting_when_joining(ability)

    def has_rider(self, context: Context) -> bool:
        return self.parent is not None and self.parent.is_dude

    def ride(self, context: Context) -> Flow:
        dude = self.parent
        assert dude is not None
        yield from self.move_to_chosen_location(context, dude)
