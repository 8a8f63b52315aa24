"""Alonzo (25011) — dude, Huckster 1.
Noon: Discard a Hex attached to Alonzo to draw a card.

Discarding the Hex is the cost: with none on Alonzo the ability is not offered. A booted Hex
may be discarded (only booting needs an unbooted card).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class Alonzo(CardScript):
    code = "25011"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.discard_attachment("Hex"),
            message="{player} uses {source}",
            handler=self.draw_a_card,
        )

    def draw_a_card(self, context: Context) -> None:
        if self.game.actions.draw(context.player, 1):
            self.game.log.add("{0} draws a card", context.player)
