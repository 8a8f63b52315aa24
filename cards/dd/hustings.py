"""Hustings (03011, Double Dealin') — deed, Public, Government.
All dudes not controlled by this deed's controller have -1 influence while unbooted at home.

The Weird West Edition (24110) reads "while booted at home": the opposite dudes, so this
printing has a script of its own.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class Hustings(CardScript):
    code = "03011"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # "Not controlled by this deed's controller": the effect follows the deed's controller.
        self.persistent_effect(
            target_controller="opponent",
            match=self.unbooted_at_home,
            effect=ability.effects.modify_influence(-1),
        )

    def unbooted_at_home(self, card: Card) -> bool:
        # Only dudes stand at a location (attachments stand with their parent).
        where = card.location
        return (
            not card.booted
            and where is not None
            and self.game.locations.is_home(where, self.game.controller_of(card))
        )
