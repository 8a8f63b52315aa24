"""Ambush (01114) — Noon Job, Boot: Mark a dude. If the mark is not wanted, raise the
bounty on each dude in your posse by 1. If successful, ace the mark."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Target
from engine.jobs import Job, ace_the_mark


class Ambush(CardScript):
    code = "01114"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=Target(prompt="Select a dude"),
            handler=self.raise_bounties_unless_the_mark_is_wanted,
            on_success=ace_the_mark,
        )

    def raise_bounties_unless_the_mark_is_wanted(self, job: Job) -> None:
        mark = job.mark
        assert mark is not None
        if mark.wanted:
            return
        for dude in job.posse:
            self.game.actions.add_bounty(dude, 1)
        names = ", ".join(d.uid for d in job.posse)
        self.game.log.add("{0} raises the bounty on {1} by 1: {2} is not wanted", job.player, names, mark)
