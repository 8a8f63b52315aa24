"""Crystal Palace (22034) — deed, Private • Saloon.
Abomination dudes at this location have +1 bullets and +1 influence.

Every player's Abominations here get it (the text names no controller), as Bunkhouse's
dudes do; leaving the deed ends it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript

if TYPE_CHECKING:
    from engine.model import Card


class CrystalPalace(CardScript):
    code = "22034"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            target_controller="any",
            match=self.abomination_here,
            effect=[ability.effects.modify_bullets(1), ability.effects.modify_influence(1)],
        )

    def abomination_here(self, card: Card) -> bool:
        return card.is_dude and card.has_keyword("Abomination") and card.location == self.card.uid
