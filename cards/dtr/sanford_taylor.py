"""Sanford Taylor (01039) — dude.
Noon, Boot: Call out a dude at this deed. If Sanford is wanted, the call-out cannot be refused.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class SanfordTaylor(CardScript):
    code = "01039"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            condition=self.sanford_at_a_deed,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.at_this_deed),
            message="{player} uses {source} to call out {target}",
            handler=self.sanford_calls_out,
        )

    def sanford_at_a_deed(self, context: Context) -> bool:
        place = self.card.location
        deed = self.game.locations.card(place) if place is not None else None
        return deed is not None and deed.is_deed

    def at_this_deed(self, card: Card, context: Context) -> bool:
        return self.can_call_out(self.card, card)

    def sanford_calls_out(self, context: Context) -> Flow:
        callee = context.target
        assert callee is not None
        yield from self.call_out(context, self.card, callee, refusable=not self.card.wanted)
