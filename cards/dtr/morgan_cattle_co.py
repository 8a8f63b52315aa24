"""Morgan Cattle Co. (01003) — outfit.
Noon, Boot: Boot your dude to play a deed, reducing that deed's cost by that dude's
influence, and move that dude to that deed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.model import Card
    from engine.phases.noon_actions import Shop


def deed(card: Card) -> bool:
    return card.is_deed


class MorganCattleCo(CardScript):
    code = "01003"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=[ability.costs.boot_self(), ability.costs.boot_your_dude(self.could_pay_for_a_deed)],
            message="{player} uses {source}",
            handler=self.build_and_move_in,
        )

    def could_pay_for_a_deed(self, dude: Card, context: Context) -> bool:
        return bool(self.deeds_cheaper_by(dude, context))

    def deeds_cheaper_by(self, dude: Card, context: Context) -> list[Shop]:
        return self.playable(context.player, card=deed, reduction=dude.influence)

    def build_and_move_in(self, context: Context) -> Flow:
        dude: Card = context.data["booted dude"]
        built = yield from self.play_card(context, self.deeds_cheaper_by(dude, context))
        self.game.actions.move_dude(dude, built.uid)
        self.game.log.add("{0} moves {1} to {2}", context.player, dude, built)
