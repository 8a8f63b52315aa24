"""Bunkhouse (01071) — Dudes with 0 or 1 influence, excluding any modifiers from this
deed, have +1 influence while at this deed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript

if TYPE_CHECKING:
    from engine.model import Card


class Bunkhouse(CardScript):
    code = "01071"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            target_controller="any",
            match=self.low_influence_dude_here,
            effect=ability.effects.modify_influence(1),
        )

    def low_influence_dude_here(self, card: Card) -> bool:
        # The effect engine never applies an effect while deciding whom it matches, so
        # the influence read here excludes this deed's own +1.
        return card.is_dude and card.location == self.card.uid and card.influence <= 1
