"""Jia Mein (01013) — dude, Huckster 1.
Shootout: Attach a Hex to Jia Mein (paying all costs) to make him a stud.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.model import Card, Player
    from engine.phases.noon_actions import Shop


def a_hex(card: Card) -> bool:
    return card.has_keyword("Hex")


class JiaMein(CardScript):
    code = "01013"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            condition=self.has_a_hex_to_attach,
            message="{player} uses {source}",
            handler=self.attach_a_hex,
        )

    def has_a_hex_to_attach(self, context: Context) -> bool:
        return bool(self.hexes_onto_jia(context.player))

    def hexes_onto_jia(self, player: Player) -> list[Shop]:
        # "Paying all costs", not as shoppin': booted, and wherever the fight is.
        return self.playable(player, card=a_hex, onto=[self.card], as_shoppin=False)

    def attach_a_hex(self, context: Context) -> Flow:
        yield from self.play_card(context, self.hexes_onto_jia(context.player))
        # A Shootout ability's effect lasts until the end of the shootout (§8.3).
        self.apply_ability_effect(context, match=self.card, effect=AbilityKit.effects.set_as_stud())
        self.game.log.add("{0} makes {1} a stud", context.player, self.card)
