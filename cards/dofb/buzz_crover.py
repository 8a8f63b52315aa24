"""Buzz Crover (25001) — dude.
Buzz has a bullet bonus equal to the number of nearby locations where you have another dude.
This bonus cannot exceed +4.

Nearby is Buzz's location and each location adjacent to it (§4.1); each such location counts
once, however many of your other dudes stand there.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card

MAXIMUM = 4


class BuzzCrover(CardScript):
    code = "25001"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            match=self.card, effect=ability.effects.dynamic_bullets(self.locations_with_friends)
        )

    def locations_with_friends(self, buzz: Card) -> int:
        here = buzz.location
        places = {
            dude.location
            for dude in buzz.controller.dudes()
            if dude is not buzz
            and here is not None
            and dude.location is not None
            and self.game.locations.nearby(here, dude.location)
        }
        return min(len(places), MAXIMUM)
