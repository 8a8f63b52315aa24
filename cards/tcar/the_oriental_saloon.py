"""The Oriental Saloon (19025) — deed, Private • Casino • Saloon.
Determine control of this deed using bullets instead of influence.

Controller React, Boot: After you reveal a cheatin' hand, unboot your dude in town and give
that dude 2 bounty.

A cheatin' hand is revealed in a shootout or in lowball (§5.6, `reveals_cheatin`). "Your dude
in town" is one of your dudes at an in-town location, booted or not; the React is offered
only while you have one.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import Card


class TheOrientalSaloon(CardScript):
    code = "19025"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.control_by_bullets())
        self.reaction(
            when={"onDrawHandsRevealed": self.you_reveal_a_cheatin_hand},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.hide_the_cheat,
            controller=True,
        )

    def you_reveal_a_cheatin_hand(self, event: Event) -> bool:
        return self.reveals_cheatin(self.controller_now) and bool(self.your_dudes_in_town())

    def your_dudes_in_town(self) -> list[Card]:
        return [dude for dude in self.controller_now.dudes() if self.in_town(dude)]

    def in_town(self, dude: Card) -> bool:
        return self.game.locations.in_town(dude.location or "")

    def hide_the_cheat(self, context: Context) -> Flow:
        dude = yield from self.select_card(context, self.your_dudes_in_town(), "Select a dude")
        self.game.actions.unboot(dude)
        self.game.actions.add_bounty(dude, 2)
        self.game.log.add("{0} unboots {1} and gives them 2 bounty", context.player, dude)
