"""Coinneach "Ken" Càrn (25029) — dude, Blessed 1, Ranger.
While in Town Square, Ken is worth 1 Control point for every faction among dudes you control.

A faction is one of the six gangs a card prints (a dual-gang dude counts both); a Drifter has
none (§1.2), so Ken himself and other Drifters add nothing (`ken-carn-drifters-are-no-faction`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class CoinneachKenCarn(CardScript):
    code = "25029"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            condition=self.in_town_square,
            effect=ability.effects.dynamic_control(self.factions_among_your_dudes),
        )

    def in_town_square(self) -> bool:
        return self.card.in_town_square

    def factions_among_your_dudes(self, card: Card) -> int:
        return len({gang for dude in self.controller.dudes() for gang in dude.data.gangs})
