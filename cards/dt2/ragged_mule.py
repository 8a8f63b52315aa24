"""Ragged Mule (24166, Weird West Edition) — goods, Horse.
Shootout, Boot: This dude joins your posse. Pay 1 ghost rock or discard Ragged Mule.
Noon, Boot: Move this dude. Pay 1 ghost rock or discard Ragged Mule.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

PAY = "pay 1 ghost rock"
DISCARD = "discard Ragged Mule"


class RaggedMule(CardScript):
    code = "24166"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout:join",
            cost=ability.costs.boot_self(),
            condition=self.rider_may_join,
            message="{player} uses {source}",
            handler=self.ride_in,
        )
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.ride_off,
        )

    def rider_may_join(self, context: Context) -> bool:
        return self.may_join_your_posse(context, self.parent)

    def ride_in(self, context: Context) -> Flow:
        dude = self.parent
        assert dude is not None
        yield from self.move_into_posse(context, dude)
        yield from self.feed_the_mule(context)

    def ride_off(self, context: Context) -> Flow:
        dude = self.parent
        assert dude is not None
        yield from self.move_to_chosen_location(context, dude)
        yield from self.feed_the_mule(context)

    def feed_the_mule(self, context: Context) -> Flow:
        """ "Pay 1 ghost rock or discard Ragged Mule": a player who cannot pay discards it."""
        options = [PAY, DISCARD] if context.player.ghost_rock >= 1 else [DISCARD]
        answer = yield from self.choose_option(context, options)
        if answer == PAY:
            self.game.actions.pay(context.player, 1)
            self.game.log.add("{0} pays 1 ghost rock to keep {1}", context.player, self.card)
        else:
            self.game.actions.discard(self.card)
            self.game.log.add("{0} discards {1}", context.player, self.card)
