"""The Place (13012, Bad Medicine) — deed, Public, Saloon.
Increase the production of the leftmost deed in each other street by 2.

Each player has a street (§4.1); "each other street" is every street but the one The Place
stands in, and its leftmost deed the first deed of that street from the left (the home is
an outfit, not a deed).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class ThePlace(CardScript):
    code = "13012"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            target_controller="any",
            match=self.leftmost_deed_of_another_street,
            effect=ability.effects.modify_production(2),
        )

    def leftmost_deed_of_another_street(self, card: Card) -> bool:
        locations = self.game.locations
        street = locations.street_of(card.uid)
        if street is None or street is locations.street_of(self.card.uid):
            return False
        deeds = [place for place in street if place.is_deed]
        return deeds[:1] == [card]
