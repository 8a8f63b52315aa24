"""Alan Campbell (24046, Weird West Edition) — dude, Abomination.
Noon: Call out a 0-influence dude at this location.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class AlanCampbell(CardScript):
    code = "24046"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=self.zero_influence_dude_here),
            message="{player} uses {source} to call out {target}",
            handler=self.alan_calls_out,
        )

    def zero_influence_dude_here(self, card: Card, context: Context) -> bool:
        return card.influence == 0 and self.can_call_out(self.card, card)

    def alan_calls_out(self, context: Context) -> Flow:
        callee = context.target
        assert callee is not None
        yield from self.call_out(context, self.card, callee)
