"""Dispatch Office (25033) — deed, Private, Government.
React, Boot: When a dude gains bounty for joining a shootout at another player's Private
location, increase or decrease that dude's bounty by 1.

That bounty is Breakin' & Enterin' (§5.3: a home counts as Private), gained as the posses
form or as a dude joins later; any dude's, either side's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.events import Event

RAISE, LOWER = "increase", "decrease"


class DispatchOffice(CardScript):
    code = "25033"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onBreakinAndEnterinBounty": self.a_dude_breaks_in},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.file_the_report,
        )

    def a_dude_breaks_in(self, event: Event) -> bool:
        return True

    def file_the_report(self, context: Context) -> Flow:
        assert context.event is not None
        dude = context.event.card
        choice = yield from self.choose_option(context, [RAISE, LOWER])
        if choice == RAISE:
            self.game.actions.add_bounty(dude, 1)
        else:
            self.game.actions.remove_bounty(dude, 1)
        self.game.log.add("{0} {1}s {2}'s bounty by 1", context.player, choice, dude)
