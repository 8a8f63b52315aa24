"""Election Day Slaughter (24255, Weird West Edition) — action.
Noon Job, Boot: Mark the town square. Each other player may unboot a dude in town. If
successful, each other player must ace one of their dudes in town.

"Boot" on an action card's job boots the leader (§6.1). The unboot comes once the
leader's posse is formed, before the other player says whether to oppose, so the dude
unbooted may join the opposing posse. On success each other player picks which of their
own dudes in town is aced (a Harrowed one is discarded instead, §1.4, and is not logged as
aced: `ace_now`). The first printing (04021, Election Day Slaughter) prints the same text
and has no script.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.jobs import Job
    from engine.model import Card, Player


class ElectionDaySlaughter(CardScript):
    code = "24255"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(mark="town square", handler=self.get_out_the_vote, on_success=self.slaughter)

    def dudes_in_town(self, player: Player) -> list[Card]:
        return [
            dude
            for dude in player.dudes()
            if dude.location is not None and self.game.locations.in_town(dude.location)
        ]

    def get_out_the_vote(self, job: Job) -> Flow:
        for player in self.game.players:
            if player is job.player:
                continue
            booted = [dude for dude in self.dudes_in_town(player) if dude.booted]
            dude = yield from self.may_select_card(job.context, booted, "Select a dude", player=player)
            if dude is not None:
                self.game.actions.unboot(dude)
                self.game.log.add("{0} unboots {1}", player, dude)

    def slaughter(self, job: Job) -> Flow:
        for player in self.game.players:
            if player is job.player:
                continue
            victims = self.dudes_in_town(player)
            if not victims:
                continue
            dude = yield from self.select_card(job.context, victims, "Select a dude", player=player)
            if (yield from self.ace_now(dude, by=job.player)):
                self.game.log.add("{0} aces {1}", player, dude)
