"""Pony Express (01056) — Controller Noon, Boot: Discard a card to draw a card."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.log import message


class PonyExpress(CardScript):
    code = "01056"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=[ability.costs.boot_self(), ability.costs.discard_from_hand()],
            message=lambda context: message(
                "{player} uses {source} to discard {paid} and draw a card", paid=context.paid_card
            ),
            handler=self.draw_a_card,
        )

    def draw_a_card(self, context: Context) -> None:
        self.game.actions.draw(context.player, 1)
