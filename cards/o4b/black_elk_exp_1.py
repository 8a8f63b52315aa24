"""Black Elk (Exp.1) (21017) — dude of the First Peoples.
If Black Elk is at a deed, he uses his Shaman skill rating to check control of the deed
instead of his influence.

A trait on himself (engine.locations.control_skill): at a deed his Shaman rating counts toward
its control in place of his influence (§4.3). Elsewhere, and in the victory check, his
influence counts as printed; a deed that counts bullets for every dude (Dead Dog Tavern)
counts his bullets.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class BlackElkExp1(CardScript):
    code = "21017"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.control_by_skill("Shaman"))
