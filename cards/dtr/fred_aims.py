"""Fred Aims (01036) — Fred's influence is equal to his bounty."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class FredAims(CardScript):
    code = "01036"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.set_influence(lambda fred: fred.bounty))
