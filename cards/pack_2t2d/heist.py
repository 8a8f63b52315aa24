"""Heist (20052) — action.
Noon Job: Mark an in-town deed. Your posse must have 3 or more bullets. If successful, gain
ghost rock equal to the mark's production and raise the leader's bounty by 2. If you do not
own the mark, unboot your leader.

"Unboot your leader" is part of the success text, and it is done once the posse has gone
home booted (§6.6): unbooting him at the mark would be undone a moment later, so the text
only means something after the return home (ruling heist-unboots-the-leader-at-home).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.jobs import Job
from engine.model import Card

BULLETS_NEEDED = 3


class Heist(CardScript):
    code = "20052"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=Target(prompt="Select a deed", card_type="deed", condition=self.in_town_deed),
            posse_condition=self.has_three_bullets,
            on_success=self.take_the_loot,
            after_home=self.unboot_the_leader_unless_you_own_the_mark,
        )

    def in_town_deed(self, card: Card, context: Context) -> bool:
        return self.game.locations.in_town(card.uid)

    def has_three_bullets(self, job: Job) -> str | None:
        bullets = sum(dude.bullets for dude in job.posse)
        if bullets >= BULLETS_NEEDED:
            return None
        return f"the posse needs {BULLETS_NEEDED} or more bullets and has {bullets}"

    def take_the_loot(self, job: Job) -> None:
        deed = job.mark
        assert deed is not None
        loot = deed.production
        self.game.actions.gain(job.player, loot)
        self.game.actions.add_bounty(job.leader, 2)
        self.game.log.add(
            "{0} gains {1} ghost rock and raises {2}'s bounty by 2", job.player, loot, job.leader
        )

    def unboot_the_leader_unless_you_own_the_mark(self, job: Job) -> None:
        deed = job.mark
        assert deed is not None
        if deed.owner is not job.player:
            self.game.actions.unboot(job.leader)
            self.game.log.add("{0} unboots {1}", job.player, job.leader)
