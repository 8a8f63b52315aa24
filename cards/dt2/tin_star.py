"""Tin Star (24168, Weird West Edition) — goods.
This dude gains the Deputy keyword.
Wanted dudes cannot refuse this dude's call-outs.

The Base Set Tin Star (01095) prints only the second sentence; this printing also makes
its dude a Deputy (which Faster on the Draw reads), so it has its own script: the Base
Set trait plus the keyword.
"""

from __future__ import annotations

from cards.dtr.tin_star import TinStar
from engine.dsl import AbilityKit


class TinStarWeirdWest(TinStar):
    code = "24168"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(
            effect=[
                ability.effects.gains_keyword("Deputy"),
                ability.effects.wanted_dudes_cannot_refuse_call_outs(),
            ]
        )
