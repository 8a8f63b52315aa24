"""Smiling Frog (24062, Weird West Edition) — dude.
Noon/Shootout: Discard a card to give Smiling Frog +1 bullets. If the card was ♥, he gets
+2 bullets instead.

Discarding the card is the cost; its suit, as printed, decides the bonus. The bonus lasts
as the play type says (§8.3): the day when used at Noon, the shootout when used in one.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.log import Message, message

HEARTS = "H"


class SmilingFrog(CardScript):
    code = "24062"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon/shootout",
            cost=ability.costs.discard_from_hand(),
            message=self.discards_the_card,
            handler=self.grin,
        )

    def discards_the_card(self, context: Context) -> Message:
        return message("{player} uses {source} to discard {paid}", paid=context.paid_card)

    def grin(self, context: Context) -> None:
        discarded = context.paid_card
        bonus = 2 if discarded.data.suit == HEARTS else 1
        self.apply_ability_effect(context, match=self.card, effect=AbilityKit.effects.modify_bullets(bonus))
        self.game.log.add("{0} gives {1} +{2} bullets", context.player, self.card, bonus)
