"""The Angler (23012) — dude, Abomination.
Noon: The Angler calls out a dude at his location who has the same value.

Noon: Discard a card to change The Angler's value to that card's value.

The new value is a Noon effect's: it lasts the day (§8.3), and modifiers still apply on
top of it.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class TheAngler(CardScript):
    code = "23012"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=self.same_value_dude_here, choose=False),
            message="{player} uses {source} to call out {target}",
            handler=self.reel_in,
        )
        self.action(
            play_type="noon",
            cost=ability.costs.discard_from_hand(),
            message="{player} uses {source}",
            handler=self.change_the_bait,
        )

    def same_value_dude_here(self, card: Card, context: Context) -> bool:
        return self.value_of(card) == self.card.value and self.can_call_out(self.card, card)

    def reel_in(self, context: Context) -> Flow:
        callee = context.target
        assert callee is not None
        yield from self.call_out(context, self.card, callee)

    def change_the_bait(self, context: Context) -> None:
        value = context.paid_card.value
        self.apply_ability_effect(context, match=self.card, effect=AbilityKit.effects.set_value(value))
        self.game.log.add("{0} changes {1}'s value to {2}", context.player, self.card, value)
