"""Huntsmen's Society (24136, Weird West Edition) — deed, Private.
The controller's dudes at nearby locations with a value of 10 or higher get -1 upkeep.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class HuntsmensSociety(CardScript):
    code = "24136"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # The default target controller is the deed's controller (§4.3).
        self.persistent_effect(match=self.valuable_dude_nearby, effect=ability.effects.modify_upkeep(-1))

    def valuable_dude_nearby(self, card: Card) -> bool:
        """Nearby: this deed or a location adjacent to it (§4.1)."""
        here, there = self.card.uid, card.location
        # Only dudes stand at a location (attachments stand with their parent).
        return (
            card.value >= 10
            and there is not None
            and (there == here or self.game.locations.adjacent(here, there))
        )
