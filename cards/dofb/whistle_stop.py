"""Whistle Stop (25042, Debt of Blood) — goods, Gadget 6 • Experimental.
Shootout: Discard this card. All opposing dudes get -1 bullets. Pull. If the pull is ♣, all
of your dudes get -1 bullets.

Discarding the card is the ability's cost (§8.1). "All opposing dudes" are the dudes of the
opposing posse; "all of your dudes", on the other side of the same fight, are the dudes of
your posse (ruling `whistle-stop-hits-the-posses`). A Shootout effect lasts the shootout
(§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class WhistleStop(CardScript):
    code = "25042"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            message="{player} discards {source}",
            handler=self.blow_the_whistle,
        )

    def blow_the_whistle(self, context: Context) -> Flow:
        opposing, yours = list(self.opposing_posse), list(self.your_posse)
        self.game.actions.discard(self.card)
        minus_one = AbilityKit.effects.modify_bullets(-1)
        self.until_end_of_shootout(context, match=opposing, effect=minus_one)
        self.game.log.add("{0} gives each opposing dude -1 bullets", context.player)
        pulled = yield from self.pull(context)
        if pulled.suit == "C":
            self.until_end_of_shootout(context, match=yours, effect=minus_one)
            self.game.log.add("{0} pulls a club: each of their dudes gets -1 bullets", context.player)
