"""Yunxu Jiang (24020, Weird West Edition) — dude, Kung Fu 1.
While Yunxu Jiang is in a shootout at a location you control, each of your other dudes in
the posse gets +1 bullets and +1 value.

A location you control is your home or a deed you control, never the town square (§3.5).
The bonus lasts while she stays in the posse: once she leaves it (sent home, a
casualty) it is gone.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card
from engine.phases.noon_actions import controls_location


class YunxuJiang(CardScript):
    code = "24020"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            condition=self.defending_her_ground,
            match=self.another_of_her_posse,
            effect=[ability.effects.modify_bullets(1), ability.effects.modify_value(1)],
        )

    def defending_her_ground(self) -> bool:
        shootout = self.game.shootout
        return (
            shootout is not None
            and shootout.in_posse(self.card)
            and controls_location(self.game, self.controller, shootout.location)
        )

    def another_of_her_posse(self, dude: Card) -> bool:
        return dude is not self.card and dude in self.your_posse
