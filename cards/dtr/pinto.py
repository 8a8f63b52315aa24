"""Pinto (01090) — Goods, Horse.
Shootout, Boot: Move this dude into a posse (without booting; this can move a booted dude)."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class Pinto(CardScript):
    code = "01090"
    reprints = ("24163",)  # Weird West Edition: "joins your posse (... even if booted)"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout:join",
            cost=ability.costs.boot_self(),
            condition=self.rider_may_join,
            message="{player} uses {source}",
            handler=self.ride_into_posse,
        )
