"""Taff's Distillery (19020) — deed, Public • Saloon.
Controller React, Boot: After you successfully complete a job, not initiated by your outfit
or legend, and that job did not mark your home, draw a card.

A job is complete once its posse has gone home (§6.6): the React answers `onJobSuccessful`.
Your home is your outfit card: a job marking it marks your home.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.jobs import Job


class TaffsDistillery(CardScript):
    code = "19020"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onJobSuccessful": self.you_complete_a_job},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.draw_a_card,
            controller=True,
        )

    def you_complete_a_job(self, event: Event) -> bool:
        job: Job = event.job
        you = self.controller_now
        initiated_by = job.context.source
        return (
            job.player is you
            and initiated_by.type not in ("outfit", "legend")
            and job.mark_location != you.home.uid
        )

    def draw_a_card(self, context: Context) -> None:
        self.game.actions.draw(context.player, 1)
        self.game.log.add("{0} draws a card", context.player)
