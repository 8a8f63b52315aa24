"""Kidnappin' (01123) — Noon Job, Boot: Mark a dude. Your posse must have more total
bullets than the marked dude. Raise the bounty of each dude in your posse by 1. If
successful, discard the mark."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Target
from engine.jobs import Job, discard_the_mark


class Kidnappin(CardScript):
    code = "01123"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=Target(prompt="Select a dude"),
            posse_condition=self.outguns_the_mark,
            handler=self.raise_bounties,
            on_success=discard_the_mark,
        )

    def outguns_the_mark(self, job: Job) -> str | None:
        mark = job.mark
        assert mark is not None
        bullets = sum(dude.bullets for dude in job.posse)
        if bullets > mark.bullets:
            return None
        noun = "bullet" if bullets == 1 else "bullets"
        return f"the posse has {bullets} {noun} and needs more than {mark.name}'s {mark.bullets}"

    def raise_bounties(self, job: Job) -> None:
        for dude in job.posse:
            self.game.actions.add_bounty(dude, 1)
        names = ", ".join(d.uid for d in job.posse)
        self.game.log.add("{0} raises the bounty on {1} by 1", job.player, names)
