"""Feathered Friend (23037) — goods, Sidekick.
Noon, Boot: Choose a dude at this location. Look at a random card in their controller's hand.

Shootout, Boot: Look at a random card in your opponent's hand.

"This location" is where the Feathered Friend's dude stands; any dude there may be chosen,
one of your own too (then it is your own hand). The card is drawn with the game's seeded
RNG and stays in the hand.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class FeatheredFriend(CardScript):
    code = "23037"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.at_this_location),
            message="{player} uses {source} on {target}",
            handler=self.peek_at_his_hand,
        )
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.peek_at_the_opponent,
        )

    def at_this_location(self, dude: Card, context: Context) -> bool:
        return dude.location is not None and dude.location == self.game.actions.location_of(self.card)

    def peek_at_his_hand(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.look_at_random_cards(context, dude.controller, 1)

    def peek_at_the_opponent(self, context: Context) -> None:
        self.look_at_random_cards(context, context.player.opponent, 1)
