"""Smith & Robards Trade Show (21005) — outfit of the Morgan Cattle Co.
Noon, Boot: Boot your Gadget goods to discard a card and then draw a card. If that Gadget is
at a location you control but do not own, that Gadget gains a control point (until the end
of the turn).

Booting the Gadget is the ability's requirement: it is offered only with an unbooted Gadget
goods of yours in play and a card in hand to discard (issue 19). The control point lasts the
day ("the turn" is the day, §3) and goes to the Gadget, so whoever controls the Gadget counts
it. A location you control but do not own is another player's deed where your influence wins
(§4.3); your own deeds, homes and the town square are not.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


class SmithAndRobardsTradeShow(CardScript):
    code = "21005"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            condition=self.a_gadget_to_boot_and_a_card_to_discard,
            message="{player} uses {source}",
            handler=self.show_it_off,
        )

    def your_gadget_goods(self, context: Context) -> list[Card]:
        return [
            card
            for card in self.game.cards_in_play()
            if card.controller is context.player
            and card.data.type == "goods"
            and card.has_keyword("Gadget")
            and not card.booted
        ]

    def a_gadget_to_boot_and_a_card_to_discard(self, context: Context) -> bool:
        return bool(self.your_gadget_goods(context)) and bool(context.player.hand)

    def show_it_off(self, context: Context) -> Flow:
        you = context.player
        gadget = yield from self.select_card(context, self.your_gadget_goods(context), "Select a card")
        self.game.actions.boot(gadget)
        discarded = yield from self.select_card(context, list(you.hand), "Select a card")
        self.game.actions.discard(discarded)
        self.game.actions.draw(you, 1)
        self.game.log.add("{0} boots {1}, discards {2} and draws a card", you, gadget, discarded)
        where = self.game.actions.location_of(gadget)
        deed = None if where is None else self.game.locations.card(where)
        # A home's controller is its owner (§4.3): only another player's deed can qualify.
        if deed is None or deed.owner is you or self.game.locations.controller(deed) is not you:
            return
        self.until_end_of_day(context, match=gadget, effect=AbilityKit.effects.modify_control(1))
        self.game.log.add("{0}'s {1} gains a control point", you, gadget)
