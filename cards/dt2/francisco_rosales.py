"""Francisco Rosales (24059, Weird West Edition) — dude.
Noon Job, Boot: Mark the town square. If successful, attach a Sidekick or Horse from your
discard pile to one of your dudes, reducing its cost by 2 (this occurs after dudes have
returned home, and a Gadget still needs to be invented).

The job's success text resolves once the posse has gone home (its own words), not while
the posse is at the mark as success texts do (§6.6): the job's `after_home` text.
The posse comes home booted: the card is attached "paying all costs", not as shoppin'
(§3.5), so a booted dude anywhere may take it; a Gadget is still invented (§7.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.flow import Flow
from engine.jobs import Job
from engine.model import Card
from engine.zones import Zone


class FranciscoRosales(CardScript):
    code = "24059"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(mark="town square", after_home=self.bring_back_a_friend)

    def sidekick_or_horse(self, card: Card) -> bool:
        return card.has_keyword("Sidekick") or card.has_keyword("Horse")

    def bring_back_a_friend(self, job: Job) -> Flow:
        plays = self.playable(
            job.player, card=self.sidekick_or_horse, source=Zone.DISCARD, reduction=2, as_shoppin=False
        )
        if not plays:
            self.game.log.add("{0} has no Sidekick or Horse to attach", job.player)
            return
        yield from self.play_card(job.context, plays)
