"""Kidnappin' (24235, Weird West Edition) — Noon Job, Boot: Mark an opposing dude. Your
posse must have more total bullets than the marked dude. Give 1 bounty to each dude that
joins your posse during the job. If successful, discard the mark.

Two differences from the Base Set Kidnappin' (01123), so this printing has its own
script: it marks only an opposing dude (the Base Set card marks "a dude", your own
included, §6); and the bounty goes to *each dude that joins your posse during the job*:
the leader and every dude joining as the posse forms, and a dude who joins later (The
Stakes Just Rose, Shadow Walk), where the Base Set text raises the bounty of the posse once,
as it stands when formed (docs/rulings.md).
"""

from __future__ import annotations

from cards.dtr.kidnappin import Kidnappin
from engine.dsl import AbilityKit, Target
from engine.jobs import Job, discard_the_mark
from engine.model import Card


class KidnappinWeirdWest(Kidnappin):
    code = "24235"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=Target(prompt="Select a dude", controller="opponent"),
            posse_condition=self.outguns_the_mark,
            on_join=self.give_one_bounty,
            on_success=discard_the_mark,
        )

    def give_one_bounty(self, job: Job, dude: Card) -> None:
        self.game.actions.add_bounty(dude, 1)
        self.game.log.add("{0} gives {1} 1 bounty", job.player, dude)
