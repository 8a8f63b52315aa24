"""Reggie Mallard (23024, Welcome to Deadwood) — dude.
Reggie has a bullet bonus equal to the number of Hucksters in his posse. This bonus cannot
exceed +4.

"His posse" exists only while he is in one: outside a shootout (`your_posse` is empty)
he has no bonus. Every
Huckster of his posse counts (his controller's dudes in it).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card

MAXIMUM = 4


class ReggieMallard(CardScript):
    code = "23024"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.dynamic_bullets(self.hucksters_in_his_posse))

    def hucksters_in_his_posse(self, card: Card) -> int:
        hucksters = [dude for dude in self.your_posse if dude.has_keyword("Huckster")]
        return min(MAXIMUM, len(hucksters))
