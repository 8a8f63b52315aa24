"""Rabid Rance Hitchcock (19015, There Comes a Reckoning) — dude.
While Rance is at a deed you control but do not own, the deed gains 1 additional control
point.

While Rance is wanted, he has a bullet bonus equal to the production of the deed he is at,
to a maximum of 3, and can move from home to Out of Town deeds without booting.

The deed's control is read as it changes (§4.3): the point is there while Rance's player
controls a deed another player owns and Rance stands on it. Away from a deed (the town
square, a home) the production is 0.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card

MAXIMUM = 3


class RabidRanceHitchcock(CardScript):
    code = "19015"

    def setup_abilities(self, ability: AbilityKit) -> None:
        effects = ability.effects
        self.persistent_effect(
            match=self.his_stolen_deed, target_controller="any", effect=effects.modify_control(1)
        )
        self.persistent_effect(
            condition=self.wanted,
            effect=[
                effects.dynamic_bullets(self.production_here),
                effects.moves_home_to_out_of_town_without_booting(),
            ],
        )

    def deed_here(self) -> Card | None:
        where = self.card.location
        place = None if where is None else self.game.locations.card(where)
        return place if place is not None and place.is_deed else None

    def his_stolen_deed(self, card: Card) -> bool:
        you = self.controller
        return (
            card is self.deed_here() and card.owner is not you and self.game.locations.controller(card) is you
        )

    def wanted(self) -> bool:
        return self.card.wanted

    def production_here(self, card: Card) -> int:
        deed = self.deed_here()
        return 0 if deed is None else min(MAXIMUM, deed.production)
