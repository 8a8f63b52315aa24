"""Gomorra Parish (01057) — Controller Noon, Boot: Ace a card from your hand to gain
1 ghost rock."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.log import message


class GomorraParish(CardScript):
    code = "01057"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=[ability.costs.boot_self(), ability.costs.ace_from_hand()],
            message=lambda context: message(
                "{player} uses {source} to ace {paid} and gain 1 ghost rock", paid=context.paid_card
            ),
            handler=self.gain_one,
        )

    def gain_one(self, context: Context) -> None:
        self.game.actions.gain(context.player, 1)
