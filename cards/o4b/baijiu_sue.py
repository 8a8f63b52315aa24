"""Baijiu Sue (21009) — dude of the 108 Righteous Bandits.
While Sue is at a Saloon deed, the deed has +1 control points.

A trait on the deed she stands at (§4.3): it follows her, so the deed she leaves loses the
point at once, whoever owns or controls the deed.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class BaijiuSue(CardScript):
    code = "21009"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            match=self.saloon_deed_sue_is_at,
            target_controller="any",
            effect=ability.effects.modify_control(1),
        )

    def saloon_deed_sue_is_at(self, card: Card) -> bool:
        return (
            card.is_deed
            and card.has_keyword("Saloon")
            and self.card.location is not None
            and card.uid == self.card.location
        )
