"""Clyde Owens (01022) — dude.
Noon: Clyde calls out a dude at his location. A wanted dude cannot refuse the call out.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class ClydeOwens(CardScript):
    code = "01022"
    reprints = ("24074",)  # Weird West Edition: "cannot refuse the callout"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=self.at_his_location),
            message="{player} uses {source} to call out {target}",
            handler=self.clyde_calls_out,
        )

    def at_his_location(self, card: Card, context: Context) -> bool:
        return self.can_call_out(self.card, card)

    def clyde_calls_out(self, context: Context) -> Flow:
        callee = context.target
        assert callee is not None
        yield from self.call_out(context, self.card, callee, refusable=not callee.wanted)
