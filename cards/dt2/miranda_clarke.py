"""Miranda Clarke (24082, Weird West Edition) — dude.
While Miranda has a control point, she gets +1 influence.
While Miranda has at least 2 bounty, she gets +2 bullets.

"Has a control point" reads her control points as they stand, a permanent one (Allie
Hensman's kind) or one an effect gives her.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class MirandaClarke(CardScript):
    code = "24082"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.has_a_control_point, effect=ability.effects.modify_influence(1))
        self.persistent_effect(condition=self.worth_hunting, effect=ability.effects.modify_bullets(2))

    def has_a_control_point(self) -> bool:
        return self.card.control >= 1

    def worth_hunting(self) -> bool:
        return self.card.bounty >= 2
