"""The Union Casino (01074) — deed, Public • Casino • Saloon.
Controller Noon, Boot: Choose your dude at this location and pay any amount of ghost rock.
Each other player may then pay any amount of ghost rock. If you paid at least 4 ghost rock
more than any other player, your dude permanently gets 1 control point.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target, at_this_location
from engine.flow import Flow
from engine.model import Player

OUTBID_BY = 4


class TheUnionCasino(CardScript):
    code = "01074"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", controller="current", condition=at_this_location),
            message="{player} uses {source} with {target}",
            handler=self.bid,
        )

    def bid(self, context: Context) -> Flow:
        dude, player = context.target, context.player
        assert dude is not None
        yours = yield from self.pay_any_amount(context, player)
        theirs = yield from self.pay_any_amount(context, player.opponent)
        if yours - theirs >= OUTBID_BY:
            self.game.actions.add_control_point(dude)
            self.game.log.add("{0}'s {1} permanently gets 1 control point", player, dude)
        else:
            self.game.log.add("{0} does not outbid {1} by {2} ghost rock", player, player.opponent, OUTBID_BY)

    def pay_any_amount(self, context: Context, payer: Player) -> Flow:
        amount = yield from self.choose_amount(context, player=payer)
        self.game.actions.pay(payer, amount)
        self.game.log.add("{0} pays {1} ghost rock", payer, amount)
        return amount
