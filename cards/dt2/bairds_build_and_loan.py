"""Baird's Build & Loan (24131, Weird West Edition) — deed, Private.
Controller Noon, Boot: Play a deed, reducing its cost by 2.

"You" is the deed's controller. The deed comes from their hand and is built as shoppin'
builds one (either end of their street, or out of town, §3.5), paying its cost less 2,
never below 0; with no deed in hand they can afford, the ability is not offered.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card, Player
from engine.phases.noon_actions import Shop


class BairdsBuildLoan(CardScript):
    code = "24131"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            condition=self.has_a_deed_to_build,
            message="{player} uses {source}",
            handler=self.finance_it,
        )

    def is_deed(self, card: Card) -> bool:
        return card.type == "deed"

    def deeds_in_hand(self, player: Player) -> list[Shop]:
        return self.playable(player, card=self.is_deed, reduction=2)

    def has_a_deed_to_build(self, context: Context) -> bool:
        return bool(self.deeds_in_hand(context.player))

    def finance_it(self, context: Context) -> Flow:
        yield from self.play_card(context, self.deeds_in_hand(context.player))
