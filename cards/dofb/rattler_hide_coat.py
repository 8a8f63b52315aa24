"""Rattler-Hide Coat (25038, Debt of Blood) — goods, Attire.
This dude gets +3 value.
While this dude is at a deed, they use their bullet rating to determine control of the
deed instead of their influence.

Bullets for control count only at a deed (§4.3); his influence in the victory check and
anywhere else is unchanged.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class RattlerHideCoat(CardScript):
    code = "25038"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(effect=ability.effects.modify_value(3))
        self.while_attached(effect=ability.effects.control_by_bullets())
