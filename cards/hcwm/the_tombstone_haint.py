"""The Tombstone Haint (22004) — The Haint has +2 influence during the Upkeep phase."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class TheTombstoneHaint(CardScript):
    code = "22004"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.during_upkeep, effect=ability.effects.modify_influence(2))

    def during_upkeep(self) -> bool:
        return self.phase == "upkeep"
