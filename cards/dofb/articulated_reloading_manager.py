"""Articulated Reloading Manager (25040, Debt of Blood) — goods, Gadget 9.
A dude cannot have more than one Articulated Reloading Manager attached.
Noon/Shootout, Boot: Unboot another goods attached to this dude. Its abilities may be used
an additional time this turn.

The one-per-dude limit is an attachment limit (§3.5): a second Manager may be attached;
once that play resolves, the dude's controller keeps one and discards the other.
"Unboot another goods" is a requirement (§8.1): there must be a booted goods to unboot.
"Its abilities": each of that goods' abilities a limit counts gets one more use today
(`actions.allow_another_use`); a Repeat ability needs none.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


class ArticulatedReloadingManager(CardScript):
    code = "25040"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.limit_one_per_dude()
        self.action(
            play_type="noon/shootout",
            cost=ability.costs.boot_self(),
            condition=self.another_booted_goods,
            message="{player} uses {source}",
            handler=self.reload,
        )

    def booted_goods(self) -> list[Card]:
        dude = self.parent
        if dude is None:
            return []
        return [
            card
            for card in dude.attachments
            if card is not self.card and card.type == "goods" and card.booted
        ]

    def another_booted_goods(self, context: Context) -> bool:
        return bool(self.booted_goods())

    def reload(self, context: Context) -> Flow:
        goods = yield from self.select_card(context, self.booted_goods(), "Select a goods")
        self.game.actions.unboot(goods)
        self.game.log.add("{0} unboots {1}", context.player, goods)
        for ability in goods.abilities:
            if not ability.repeat:
                self.game.actions.allow_another_use(ability)
        self.game.log.add("{0} may use {1} abilities an additional time this turn", context.player, goods)
