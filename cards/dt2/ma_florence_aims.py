"""\"Ma\" Florence Aims (24084, Weird West Edition) — dude.
Ma's influence is equal to her bounty (maximum 4)
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class MaFlorenceAims(CardScript):
    code = "24084"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.set_influence(lambda ma: min(ma.bounty, 4)))
