"""Samantha "Sammy" Cooke (10016, The Light Shineth) — dude.
Noon, Boot, Pay 1 Ghost Rock: Discard a goods card attached to a dude at this location.
Sammy gains 1 bounty. If the discarded goods card was a Horse, pull. If the pull is higher
than the Horse's value, attach it to Sammy instead.

"Instead": a Horse is pulled for before it goes anywhere; beaten, it goes onto Sammy and
is never discarded.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class SamanthaSammyCooke(CardScript):
    code = "10016"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=[ability.costs.boot_self(), ability.costs.pay_ghost_rock(1)],
            target=Target(
                prompt="Select a card",
                card_type="goods",
                condition=self.goods_on_a_dude_here,
                controller="any",
            ),
            message="{player} uses {source} on {target}",
            handler=self.rustle,
        )

    def goods_on_a_dude_here(self, goods: Card, context: Context) -> bool:
        dude = goods.parent
        return dude is not None and dude.is_dude and dude.location == self.card.location

    def rustle(self, context: Context) -> Flow:
        goods = context.target
        assert goods is not None
        self.game.actions.add_bounty(self.card, 1)
        if goods.has_keyword("Horse"):
            pulled = yield from self.pull(context)
            if pulled.card is not None and pulled.value > goods.value:
                self.game.actions.move_attachment(goods, self.card)
                self.game.log.add("{0} attaches {1} to {2}", context.player, goods, self.card)
                return
        self.game.actions.discard(goods)
        self.game.log.add("{0} discards {1}", context.player, goods)
