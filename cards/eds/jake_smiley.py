"""Jake Smiley (04009) — Jake has +2 influence during the Sundown phase."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class JakeSmiley(CardScript):
    code = "04009"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            condition=lambda: self.phase == "sundown", effect=ability.effects.modify_influence(2)
        )
