"""Kidnappin' (24235, Weird West Edition) — Noon Job, Boot: Mark an opposing dude. Your
posse must have more total bullets than the marked dude. Give 1 bounty to each dude that
joins your posse during the job. If successful, discard the mark.

The Base Set Kidnappin' (01123) marks "a dude", your own included (a job may mark your
own card, §6); this printing only an opposing dude, so it has its own script: the Base
Set job with the mark restricted to the opponent's dudes. "Each dude that joins your
posse during the job" is the posse the Base Set text raises the bounty of.
"""

from __future__ import annotations

from cards.dtr.kidnappin import Kidnappin
from engine.dsl import AbilityKit, Target
from engine.jobs import discard_the_mark


class KidnappinWeirdWest(Kidnappin):
    code = "24235"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=Target(prompt="Select a dude", controller="opponent"),
            posse_condition=self.outguns_the_mark,
            handler=self.raise_bounties,
            on_success=discard_the_mark,
        )
