"""Rapier (07015) — Weapon, Melee, bullet bonus 2.
If there is an unbooted non-Melee Weapon in the opposing posse, Rapier provides +0
bullets.
This dude gets +1 value."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class Rapier(CardScript):
    code = "07015"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # The first sentence is the Melee keyword's rule, which the effect engine applies
        # to every Melee Weapon (engine.effects.EffectEngine.melee_outgunned, §1.4).
        self.while_attached(effect=ability.effects.modify_value(1))
