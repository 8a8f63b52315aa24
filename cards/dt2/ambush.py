"""Ambush (24222, Weird West Edition) — Noon Job, Boot: Mark an opposing dude. If the
mark is not wanted, raise the bounty on each dude in your posse by 1. If successful,
ace the mark.

The Base Set Ambush (01114) marks "a dude", your own included (a job may mark your own
card, §6); this printing only an opposing dude, so it has its own script: the Base Set
job with the mark restricted to the opponent's dudes.
"""

from __future__ import annotations

from cards.dtr.ambush import Ambush
from engine.dsl import AbilityKit, Target
from engine.jobs import ace_the_mark


class AmbushWeirdWest(Ambush):
    code = "24222"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=Target(prompt="Select a dude", controller="opponent"),
            handler=self.raise_bounties_unless_the_mark_is_wanted,
            on_success=ace_the_mark,
        )
