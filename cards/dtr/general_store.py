"""General Store (01077) — deed, Private.
Controller Noon, Boot: Attach a goods or spell (as shoppin'), reducing the cost of that card
by 2 ghost rock.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.phases.noon_actions import Shop

if TYPE_CHECKING:
    from engine.model import Card, Player


def goods_or_spell(card: Card) -> bool:
    return card.type in ("goods", "spell")


class GeneralStore(CardScript):
    code = "01077"
    reprints = ("24138",)  # Weird West Edition: "Attach a goods or spell, reducing the cost by 2" (shoppin')

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            condition=self.has_something_to_attach,
            message="{player} uses {source}",
            handler=self.attach_as_shoppin,
        )

    def has_something_to_attach(self, context: Context) -> bool:
        return bool(self.cheaper_by_two(context.player))

    def cheaper_by_two(self, player: Player) -> list[Shop]:
        return self.playable(player, card=goods_or_spell, reduction=2)

    def attach_as_shoppin(self, context: Context) -> Flow:
        yield from self.play_card(context, self.cheaper_by_two(context.player))
