"""Maria Kingsford (24080, Weird West Edition) — dude, Huckster 0.
While in a shootout, add Maria's bounty to each Huckster skill check she makes.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class MariaKingsford(CardScript):
    code = "24080"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Added to the check, not to her Huckster rating; her bounty is read at each check.
        self.persistent_effect(
            condition=self.in_its_shootout,
            effect=ability.effects.skill_check_bonus(lambda maria: maria.bounty, "huckster"),
        )
