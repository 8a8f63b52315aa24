"""Zachary Deloria (24060, Weird West Edition) — dude.
While in Town Square, Zachary gets +1 Influence.
If you are First Peoples, Zachary has a bullet bonus equal to the highest influence among
your dudes at his location (including himself).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card

FIRST_PEOPLES = "1stpeoples"


class ZacharyDeloria(CardScript):
    code = "24060"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.in_town_square, effect=ability.effects.modify_influence(1))
        self.persistent_effect(
            condition=self.you_are_first_peoples,
            effect=ability.effects.dynamic_bullets(self.highest_influence_with_him),
        )

    def in_town_square(self) -> bool:
        return self.card.in_town_square

    def you_are_first_peoples(self) -> bool:
        """ "You are First Peoples": your outfit's faction."""
        return FIRST_PEOPLES in self.controller.home.data.gangs

    def highest_influence_with_him(self, zachary: Card) -> int:
        where = zachary.location
        assert where is not None  # a trait applies only in play
        yours = [
            d for d in self.game.locations.dudes_at(where) if self.game.controller_of(d) is self.controller
        ]
        return max(d.influence for d in yours)  # he is always among them
