"""Takahashi Jinrai (20022, Too Tough to Die) — dude.
Noon Job: Mark an in-town deed you own whose cost is at least 2 ghost rock greater than its
current production. If successful, the deed permanently gains +1 production.

A dude's job is led by the dude himself (§6.1). "Permanently" lasts while the deed stays in
play, whoever controls it (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.jobs import Job
from engine.model import Card

MARGIN = 2


class TakahashiJinrai(CardScript):
    code = "20022"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=Target(prompt="Select a deed", card_type="deed", condition=self.underproducing_deed_you_own),
            on_success=self.deed_produces_more,
        )

    def underproducing_deed_you_own(self, card: Card, context: Context) -> bool:
        return (
            card.owner is context.player
            and self.game.locations.in_town(card.uid)
            and card.cost >= card.production + MARGIN
        )

    def deed_produces_more(self, job: Job) -> None:
        deed = job.mark
        assert deed is not None
        self.permanently(job.context, effect=AbilityKit.effects.modify_production(1), match=deed)
        self.game.log.add("{0} gives {1} a permanent +1 production", job.player, deed)
