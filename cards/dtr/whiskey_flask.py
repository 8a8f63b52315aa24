"""Whiskey Flask (01085) — Noon, Boot: Boot this dude and discard a card from your hand
to draw a card."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.log import Message, message


class WhiskeyFlask(CardScript):
    code = "01085"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=[ability.costs.boot_self(), ability.costs.boot_parent(), ability.costs.discard_from_hand()],
            message=self.describe_use,
            handler=self.draw_a_card,
        )

    def describe_use(self, context: Context) -> Message:
        dude = self.card.parent
        discarded = context.paid_card
        assert dude is not None
        return message(
            "{player} uses {source}, booting {dude} and discarding {discarded} to draw a card",
            dude=dude,
            discarded=discarded,
        )

    def draw_a_card(self, context: Context) -> None:
        self.game.actions.draw(context.player, 1)
