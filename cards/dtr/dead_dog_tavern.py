"""Dead Dog Tavern (01062) — Determine control of this deed using bullets instead of
influence."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class DeadDogTavern(CardScript):
    code = "01062"
    reprints = ("24115",)  # Weird West Edition: Rowdy: control by bullets

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.control_by_bullets())
