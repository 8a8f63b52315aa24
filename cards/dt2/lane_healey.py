"""Lane Healey (24033, Weird West Edition) — While Lane has a Horse, he gets +2 bullets
and -1 upkeep.

The Base Set Lane Healey (01030) gets only the bullets; this printing also pays 1 less
upkeep while mounted, so it has its own script: the Base Set trait with both effects.
"""

from __future__ import annotations

from cards.dtr.lane_healey import LaneHealey
from engine.dsl import AbilityKit


class LaneHealeyWeirdWest(LaneHealey):
    code = "24033"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            condition=self.has_a_horse,
            effect=[ability.effects.modify_bullets(2), ability.effects.modify_upkeep(-1)],
        )
