"""The Brute (24042, Weird West Edition) — Abomination.
When you ace The Brute to cover casualties in a shootout, reduce your remaining
casualties by 2."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class TheBrute(CardScript):
    code = "24042"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Aced as a casualty he covers 2 (the table) and 2 more: exact cover counts all 4.
        self.persistent_effect(effect=ability.effects.covers_more_casualties_when_aced(2))
