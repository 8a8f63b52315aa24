"""Faithful Hound (24153, Weird West Edition) — goods, Sidekick.
Shootout, Boot: Target a goods in the opposing posse. Pull. If the pull is lower than the
value of the goods, boot it. You may discard Faithful Hound to discard the goods instead.

A goods in the opposing posse is one attached to an opposing posse's dude. The "instead"
replaces the boot: the hound may be discarded only when the pull is lower, and then the
goods is discarded, not booted.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

BOOT = "boot the goods"
DISCARD = "discard Faithful Hound to discard the goods"


class FaithfulHound(CardScript):
    code = "24153"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(
                prompt="Select a goods", card_type="goods", condition=self.goods_in_the_opposing_posse
            ),
            message="{player} uses {source} on {target}",
            handler=self.fetch,
        )

    def goods_in_the_opposing_posse(self, card: Card, context: Context) -> bool:
        return card.parent in self.opposing_posse

    def fetch(self, context: Context) -> Flow:
        goods = context.target
        assert goods is not None
        pulled = yield from self.pull(context)
        if not pulled.value < goods.value:
            return
        if (yield from self.choose_option(context, [BOOT, DISCARD])) == DISCARD:
            self.game.actions.discard(self.card)
            self.game.actions.discard(goods, by=context.player)
            self.game.log.add("{0} discards {1} to discard {2}", context.player, self.card, goods)
            return
        self.game.actions.boot(goods)
        self.game.log.add("{0} boots {1}", context.player, goods)
