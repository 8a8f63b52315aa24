"""Valeria Batten (24043, Weird West Edition) — Huckster 1.
Valeria can invent Mystical Gadgets using her Huckster skill (as if it were Mad Scientist)."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class ValeriaBatten(CardScript):
    code = "24043"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # A trait read wherever a Gadget is invented (engine.gadgets): a Mystical one may be
        # shopped onto her, and her inventing pull adds her Huckster rating.
        self.persistent_effect(effect=ability.effects.invents_gadgets_with("Huckster", "Mystical"))
