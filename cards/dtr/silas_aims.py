"""Silas Aims (01043) — Silas's bullets are equal to his bounty."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class SilasAims(CardScript):
    code = "01043"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.set_bullets(lambda silas: silas.bounty))
