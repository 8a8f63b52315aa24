"""Hustings (24110, Weird West Edition) — deed, Public, Government.
All dudes not controlled by this deed's controller have -1 influence while booted at home.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class Hustings(CardScript):
    code = "24110"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # "Not controlled by this deed's controller": the effect follows the deed's controller.
        self.persistent_effect(
            target_controller="opponent",
            match=self.booted_at_home,
            effect=ability.effects.modify_influence(-1),
        )

    def booted_at_home(self, card: Card) -> bool:
        # Only dudes stand at a location (attachments stand with their parent).
        where = card.location
        return (
            card.booted
            and where is not None
            and self.game.locations.is_home(where, self.game.controller_of(card))
        )
