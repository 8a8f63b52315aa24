"""Sloane (01044) — Sloane's bounty cannot be reduced below 1.
Sloane and your other dudes at her location do not boot when forming or joining a posse."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class Sloane(CardScript):
    code = "01044"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.bounty_at_least(1))
        self.persistent_effect(match=self.with_sloane, effect=ability.effects.joins_without_booting())

    def with_sloane(self, card: Card) -> bool:
        """Sloane and your other dudes at her location (your dudes: the default controller)."""
        return card.is_dude and card.location is not None and card.location == self.card.location
