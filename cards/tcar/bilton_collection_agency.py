"""Bilton Collection Agency (19027) — deed, Private.
Controller React, Boot: After you collect production during Upkeep, choose a deed you control
but do not own. Gain ghost rock equal to its production.

Production is collected by every player at once (§3.2, `onProductionReceived`); the React
is offered only while its controller controls a deed another player owns.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import Card


class BiltonCollectionAgency(CardScript):
    code = "19027"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onProductionReceived": self.you_collect_production},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.collect,
            controller=True,
        )

    def you_collect_production(self, event: Event) -> bool:
        return bool(self.deeds_you_control_but_do_not_own())

    def deeds_you_control_but_do_not_own(self) -> list[Card]:
        you = self.controller_now
        return [
            card
            for card in self.game.cards_in_play()
            if card.is_deed and card.owner is not you and self.game.controller_of(card) is you
        ]

    def collect(self, context: Context) -> Flow:
        deed = yield from self.select_card(context, self.deeds_you_control_but_do_not_own(), "Select a deed")
        self.game.actions.gain(context.player, deed.production)
        self.game.log.add("{0} gains {1} ghost rock from {2}", context.player, deed.production, deed)
