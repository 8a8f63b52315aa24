"""Cooke's Nightcap (10023, The Light Shineth) — deed, Private, Saloon.
This deed has 2 control points while controlled by a player other than its owner.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class CookesNightcap(CardScript):
    code = "10023"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            target_controller="any",
            match=self.this_deed_taken_over,
            effect=ability.effects.set_control(2),
        )

    def this_deed_taken_over(self, card: Card) -> bool:
        return card is self.card and self.game.controller_of(card) is not card.owner
