"""Pinto (01090) — Goods, Horse.
Shootout, Boot: Move this dude into a posse (without booting; this can move a booted dude)."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class Pinto(CardScript):
    code = "01090"
    reprints = ("24163",)  # Weird West Edition: "joins your posse (... even if booted)"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout:join",
            cost=ability.costs.boot_self(),
            condition=self.rider_can_join,
            message="{player} uses {source}",
            handler=self.ride_in,
        )

    def rider_can_join(self, context: Context) -> bool:
        """ "Move this dude into a posse": you are in the fight and he is not yet."""
        return self.may_join_your_posse(context, self.parent)

    def ride_in(self, context: Context) -> Flow:
        rider = self.parent
        assert rider is not None
        yield from self.move_into_posse(context, rider)
