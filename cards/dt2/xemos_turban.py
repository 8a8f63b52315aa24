"""Xemo's Turban (24157, Weird West Edition) — goods, Experimental • Attire • Gadget 5;
+1 influence.
Noon Repeat, Boot, Pull: If the pull is not ♣, you may pay 1 ghost rock to draw a card,
discard a card, and unboot Xemo's Turban.

The card drawn may be the one discarded. Unbooted, the Turban may be used again (Repeat).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

CLUBS = "C"
PAY = "pay 1 ghost rock"
PASS = "pass"


class XemosTurban(CardScript):
    code = "24157"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            repeat=True,
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.consult_the_turban,
        )

    def consult_the_turban(self, context: Context) -> Flow:
        player = context.player
        pulled = yield from self.pull(context)
        if pulled.suit == CLUBS or player.ghost_rock < 1:
            return
        if (yield from self.choose_option(context, [PAY, PASS])) == PASS:
            return
        self.game.actions.pay(player, 1)
        self.game.actions.draw(player, 1)
        discarded = yield from self.select_card(context, list(player.hand), "Select a card")
        self.game.actions.discard(discarded)
        self.game.actions.unboot(self.card)
        self.game.log.add(
            "{0} pays 1 ghost rock to draw a card, discard {1} and unboot {2}", player, discarded, self.card
        )
