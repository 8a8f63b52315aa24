"""Charging Bear (19006, There Comes a Reckoning) — dude.
Shootout: If Charging Bear is unbooted, ace your token dude to send an opposing dude home
booted and make Charging Bear a stud.

An "If" requirement (§8.1): the ability may be played while he is booted, and then does
nothing. Acing the token is what buys the rest ("ace ... to ..."): with no token dude of
yours in play nothing happens either. "A stud" is a Shootout ability's effect: it lasts
the shootout (§8.3). A token aced leaves the game (§1.2). A dude who cannot be sent home
(Joan McGruder) stays; Charging Bear still becomes a stud, and the log says only that.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class ChargingBear(CardScript):
    code = "19006"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            message="{player} uses {source} on {target}",
            handler=self.charge,
        )

    def opposing_dude(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse

    def charge(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        tokens = [card for card in context.player.dudes() if card.data.is_token]
        if self.card.booted or not tokens:
            self.game.log.add("{0}'s {1} does nothing", context.player, self.card)
            return
        token = yield from self.select_card(context, tokens, "Select a dude")
        self.game.actions.ace(token, by=context.player)
        sent = self.game.actions.send_home(dude)
        self.until_end_of_shootout(context, match=self.card, effect=AbilityKit.effects.set_as_stud())
        if sent:
            self.game.log.add(
                "{0} aces {1} to send {2} home booted and make {3} a stud",
                context.player,
                token,
                dude,
                self.card,
            )
        else:
            self.game.log.add("{0} aces {1} to make {2} a stud", context.player, token, self.card)
