"""Padre Ernesto de Diaz (24068, Weird West Edition) — dude, Blessed 1.
Whenever an opponent reveals a cheatin' hand, you may boot one of Ernesto's Miracles to
draw a card.

A trait on the reveal (§8.2), in a shootout or in lowball: Ernesto need not be in the
shootout. "You may" is his controller's choice, offered only while a Miracle on him is
unbooted.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import Card

BOOT, PASS = "boot a Miracle to draw a card", "pass"


class PadreErnestoDeDiaz(CardScript):
    code = "24068"
    reprints = (
        "20018",
    )  # Too Tough to Die: "After your opponent reveals a cheating hand, you may boot a miracle on Ernesto"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(when={"onDrawHandsRevealed": self.an_opponent_cheats}, handler=self.may_draw)

    def an_opponent_cheats(self, event: Event) -> bool:
        return self.reveals_cheatin(self.controller_now.opponent) and bool(self.unbooted_miracles())

    def unbooted_miracles(self) -> list[Card]:
        return [card for card in self.card.attachments_with("Miracle") if not card.booted]

    def may_draw(self, context: Context) -> Flow:
        if (yield from self.choose_option(context, [BOOT, PASS])) == PASS:
            return
        miracle = yield from self.select_card(context, self.unbooted_miracles())
        self.game.actions.boot(miracle)
        self.game.actions.draw(context.player, 1)
        self.game.log.add("{0} boots {1} on {2} to draw a card", context.player, miracle, self.card)
