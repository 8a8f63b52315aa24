"""Roan (01088) — Horse.
React, Boot: Prevent this dude from booting when they join a posse (this does not allow
a booted dude to join a posse)."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class Roan(CardScript):
    code = "01088"
    reprints = ("24158",)  # Weird West Edition: "does not boot" when joining a posse

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.prevent_booting_when_joining(ability)
