"""Speaks-With-Earth (24063, Weird West Edition) — dude, Shaman 1.
React, Boot: After an opposing dude moves to this location, boot them. You may unboot a
Totem at this location, and its abilities may be used an additional time this turn.

"This turn" is the day (§3). The Totem may be any player's planted there; each of its
abilities gets one more use today (`engine.actions.allow_another_use`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.totems import totems_at

if TYPE_CHECKING:
    from engine.events import Event


class SpeaksWithEarth(CardScript):
    code = "24063"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onDudeMoved": self.an_opposing_dude_moves_here},
            cost=ability.costs.boot_self(),
            handler=self.stop_them,
        )

    def an_opposing_dude_moves_here(self, event: Event) -> bool:
        return event.get("target") == self.card.location and event.card.controller is not self.card.controller

    def stop_them(self, context: Context) -> Flow:
        assert context.event is not None and self.card.location is not None
        dude = context.event.card
        self.game.actions.boot(dude)
        self.game.log.add("{0} uses {1} to boot {2}", context.player, self.card, dude)
        totem = yield from self.may_select_card(
            context, totems_at(self.game, self.card.location), "Select a Totem"
        )
        if totem is None:
            return
        self.game.actions.unboot(totem)
        for totem_ability in totem.abilities:
            self.game.actions.allow_another_use(totem_ability)
        self.game.log.add("{0} unboots {1}, which may be used an additional time", context.player, totem)
