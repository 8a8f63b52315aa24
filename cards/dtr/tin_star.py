"""Tin Star (01095) — goods.
Wanted dudes cannot refuse a call-out from this dude.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class TinStar(CardScript):
    code = "01095"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(effect=ability.effects.wanted_dudes_cannot_refuse_call_outs())
