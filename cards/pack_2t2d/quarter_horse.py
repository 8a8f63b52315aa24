"""Quarter Horse (20037, Too Tough to Die) — goods, Horse.
React, Boot: After this dude's posse succeeds at a job that didn't mark your home, this
dude stays at this location instead of going home booted.

The react comes once the job's success text has resolved, before the posse goes home
(§6.6, `onJobSucceeded`). "Mark your home" is a job whose mark is your home itself; a job
marking a dude or a deed does not. He stays as booted or unbooted as he is, for this job
only (`Job.stays`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import CardScript, Context

if TYPE_CHECKING:
    from engine.dsl import AbilityKit
    from engine.events import Event


class QuarterHorse(CardScript):
    code = "20037"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onJobSucceeded": self.his_posse_succeeds_away_from_home},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.stay_put,
        )

    def his_posse_succeeds_away_from_home(self, event: Event) -> bool:
        job = event.job
        return self.parent in job.posse and job.mark is not self.controller.home

    def stay_put(self, context: Context) -> None:
        rider = self.parent
        assert rider is not None and rider.location is not None
        assert context.event is not None
        context.event.job.stays(rider)
        self.game.log.add(
            "{0}'s {1} stays at {2}", context.player, rider, self.game.locations.name(rider.location)
        )
