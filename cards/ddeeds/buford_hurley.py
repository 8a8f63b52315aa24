"""Buford Hurley (11011, Dirty Deeds) — dude.
While Buford is at a Saloon or Casino, reduce his upkeep and the production of the deed by 1.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class BufordHurley(CardScript):
    code = "11011"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.at_a_saloon_or_casino, effect=ability.effects.modify_upkeep(-1))
        # Whoever controls the deed, it produces 1 less.
        self.persistent_effect(
            target_controller="any",
            match=self.the_saloon_or_casino_he_is_at,
            effect=ability.effects.modify_production(-1),
        )

    def at_a_saloon_or_casino(self) -> bool:
        where = self.card.location
        place = self.game.locations.card(where) if where is not None else None
        return place is not None and self.saloon_or_casino(place)

    def the_saloon_or_casino_he_is_at(self, card: Card) -> bool:
        return card.uid == self.card.location and self.saloon_or_casino(card)

    def saloon_or_casino(self, deed: Card) -> bool:
        return deed.has_keyword("Saloon") or deed.has_keyword("Casino")
