"""Buskers (20007, Too Tough to Die) — dude.
React: After an opposing dude moves to this location and that dude's controller has more
ghost rock than you, that dude's controller must pay you 2 ghost rock. If they do not,
boot that dude.

"Must pay" leaves the controller no choice: one who can pay the 2 ghost rock pays them to
Buskers' player (§9.1); one who cannot is the "if they do not", and the dude boots
(ruling buskers-must-pay-if-able). The ghost rock is compared as the React resolves.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event

TOLL = 2


class Buskers(CardScript):
    code = "20007"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onDudeMoved": self.richer_opposing_dude_arrives},
            message="{player} uses {source}",
            handler=self.pass_the_hat,
        )

    def richer_opposing_dude_arrives(self, event: Event) -> bool:
        dude, you = event.card, self.controller
        return (
            event.target == self.card.location
            and dude.controller is not you
            and dude.controller.ghost_rock > you.ghost_rock
        )

    def pass_the_hat(self, context: Context) -> None:
        assert context.event is not None
        dude, you = context.event.card, context.player
        payer = dude.controller
        if payer.ghost_rock >= TOLL:
            self.game.actions.pay_player(payer, you, TOLL)
            self.game.log.add("{0} pays {1} 2 ghost rock for {2}", payer, you, self.card)
        else:
            self.game.actions.boot(dude)
            self.game.log.add("{0} boots {1}", you, dude)
