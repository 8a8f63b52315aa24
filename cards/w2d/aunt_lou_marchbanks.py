"""Aunt Lou Marchbanks (23008) — dude.
While at a location you own, Aunt Lou is a stud.

A location you own is your home or a deed you own, whoever controls it (§4.3); the town
square is nobody's.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class AuntLouMarchbanks(CardScript):
    code = "23008"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.at_a_location_you_own, effect=ability.effects.set_as_stud())

    def at_a_location_you_own(self) -> bool:
        where = self.card.location
        return where is not None and self.game.locations.owner(where) is self.controller
