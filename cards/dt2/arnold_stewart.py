"""Arnold Stewart (24027, Weird West Edition) — Mad Scientist 1.
Noon: Boot Arnold's Gadget to discard the top five cards of your deck. If one of those
cards was an Out of Town deed, you may boot Arnold to put that card in your hand."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.log import Message, message
from engine.model import Card
from engine.zones import Zone

KEEP = "boot Arnold Stewart to put an Out of Town deed in hand"
PASS = "pass"


class ArnoldStewart(CardScript):
    code = "24027"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Booting the Gadget is the cost; Arnold himself boots only for the "may" (§8.1).
        self.action(
            play_type="noon",
            cost=ability.costs.boot_attachment("Gadget"),
            message=self.boots_the_gadget,
            handler=self.dig,
        )

    def boots_the_gadget(self, context: Context) -> Message:
        return message("{player} boots {paid} on {source}", paid=context.paid_card)

    def dig(self, context: Context) -> Flow:
        discarded = self.game.actions.discard_top_of_deck(context.player, 5)
        deeds = [card for card in discarded if self.out_of_town_deed(card)]
        if not deeds or self.card.booted:
            return
        if (yield from self.choose_option(context, [KEEP, PASS])) == PASS:
            return
        deed = yield from self.select_card(context, deeds)
        self.game.actions.boot(self.card)
        self.game.actions.put_in_pile(deed, Zone.HAND)
        self.game.log.add("{0} boots {1} to put {2} in their hand", context.player, self.card, deed)

    def out_of_town_deed(self, card: Card) -> bool:
        # Only deeds are Out of Town.
        return card.has_keyword("Out of Town")
