"""Forster Cooke (24021, Weird West Edition) — dude.
While Forster is at a Saloon or Casino, your other dudes get +1 bullets and +1 value.

"A Saloon or Casino" is a location with either keyword: a deed, whoever owns or controls
it. "Your other dudes" are the dudes you control, wherever they stand, Forster excepted.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class ForsterCooke(CardScript):
    code = "24021"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            condition=self.at_a_saloon_or_casino,
            match=self.your_other_dude,
            effect=[ability.effects.modify_bullets(1), ability.effects.modify_value(1)],
        )

    def at_a_saloon_or_casino(self) -> bool:
        where = self.card.location
        place = self.game.locations.card(where) if where is not None else None
        return place is not None and (place.has_keyword("Saloon") or place.has_keyword("Casino"))

    def your_other_dude(self, card: Card) -> bool:
        return card.is_dude and card is not self.card
