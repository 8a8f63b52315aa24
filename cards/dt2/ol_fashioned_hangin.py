"""Ol' Fashioned Hangin' (24227, Weird West Edition) — Noon Job: Mark an opposing dude
with at least 2 bounty. If successful, ace the mark, and your leader (if still in play)
gets 1 permanent control point.

The No Turning Back printing (07020) is worded differently and not scripted, so this
printing has its own script. A wanted mark that is aced pays its bounty to the job's
player (§9.2, `ace_the_mark`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.jobs import Job, ace_the_mark
from engine.model import Card


class OlFashionedHangin(CardScript):
    code = "24227"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=Target(prompt="Select a dude", controller="opponent", condition=self.has_two_bounty),
            on_success=self.hang_the_mark,
        )

    def has_two_bounty(self, dude: Card, context: Context) -> bool:
        return dude.bounty >= 2

    def hang_the_mark(self, job: Job) -> None:
        ace_the_mark(job)
        leader = job.leader
        if leader.in_play:
            self.game.actions.add_control_point(leader)
            self.game.log.add("{0} gives {1} a permanent control point", job.player, leader)
