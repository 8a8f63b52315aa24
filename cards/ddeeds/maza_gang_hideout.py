"""Maza Gang Hideout (11014, Dirty Deeds) — deed, Private.
This deed is not adjacent to the town square.
This deed has +1 production for each adjacent location.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import TOWN_SQUARE, Card


class MazaGangHideout(CardScript):
    code = "11014"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.is_not_adjacent_to(self.the_town_square)
        self.persistent_effect(effect=ability.effects.dynamic_production(self.adjacent_locations))

    def the_town_square(self, uid: str) -> bool:
        return uid == TOWN_SQUARE

    def adjacent_locations(self, hideout: Card) -> int:
        return len(self.game.locations.adjacent_to(hideout.uid))
