"""Prescott Utter (01019) — Prescott's bullets and influence are equal to the number
of Law Dogs at his location (including himself)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript

if TYPE_CHECKING:
    from engine.model import Card

LAW_DOGS = "lawdogs"


class PrescottUtter(CardScript):
    code = "01019"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            effect=[
                ability.effects.set_bullets(self.law_dogs_at_his_location),
                ability.effects.set_influence(self.law_dogs_at_his_location),
            ],
        )

    def law_dogs_at_his_location(self, prescott: Card) -> int:
        """Every player's Law Dogs count, Prescott included."""
        if prescott.location is None:
            return 0
        dudes = self.game.locations.dudes_at(prescott.location)
        return sum(1 for dude in dudes if LAW_DOGS in dude.data.gangs)
