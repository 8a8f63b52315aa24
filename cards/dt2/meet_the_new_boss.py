"""Meet The New Boss (24250, Weird West Edition) — Noon Job: Mark the town square. If
successful, your leader gains 1 permanent control point. You may ace this card to give
your successful leader a permanent +1 influence.

The Faith and Fear printing (05040) is worded differently and not scripted, so this
printing has its own script. Both rewards need the leader still in play; the card is
aced (to Boot Hill) instead of discarded as the job ends when its player takes the
second one.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.flow import Flow
from engine.jobs import Job

ACE = "ace Meet The New Boss to give the leader a permanent +1 influence"
PASS = "pass"


class MeetTheNewBoss(CardScript):
    code = "24250"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(mark="town square", on_success=self.install_the_boss)

    def install_the_boss(self, job: Job) -> Flow:
        leader = job.leader
        if not leader.in_play:
            return
        self.game.actions.add_control_point(leader)
        self.game.log.add("{0} gives {1} a permanent control point", job.player, leader)
        if (yield from self.choose_option(job.context, [ACE, PASS])) == PASS:
            return
        self.game.actions.ace(self.card, by=job.player)
        self.permanently(job.context, effect=AbilityKit.effects.modify_influence(1), match=leader)
        self.game.log.add("{0} aces {1} to give {2} a permanent +1 influence", job.player, self.card, leader)
