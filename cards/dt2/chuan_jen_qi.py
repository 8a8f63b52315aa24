"""Chuan "Jen" Qí (24028, Weird West Edition) — dude, Mad Scientist 0.
While Jen has a Horse, she gets +1 Influence.
While Jen has a Gadget, she gets +2 Bullets.

A Mechanical Horse is both a Horse and a Gadget: it brings both.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class ChuanJenQi(CardScript):
    code = "24028"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.has_a_horse, effect=ability.effects.modify_influence(1))
        self.persistent_effect(condition=self.has_a_gadget, effect=ability.effects.modify_bullets(2))

    def has_a_horse(self) -> bool:
        return bool(self.card.attachments_with("Horse"))

    def has_a_gadget(self) -> bool:
        return bool(self.card.attachments_with("Gadget"))
