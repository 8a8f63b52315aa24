"""José Morales (24088, Weird West Edition) — dude, Huckster 0.
While in a shootout, José gains a bonus to his Huckster skill equal to his bullets.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class JoseMorales(CardScript):
    code = "24088"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # His bullets are read whenever his skill is, so a change to them in the shootout counts.
        self.persistent_effect(
            condition=self.in_its_shootout,
            effect=ability.effects.modify_skill_rating(lambda jose: jose.bullets, "huckster"),
        )
