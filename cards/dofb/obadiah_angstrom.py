"""Obadiah Angstrom (25006) — dude, Mad Scientist 1.
Noon Job, Boot: Mark an In Town deed an opponent owns. If successful, pull; if the pull is
red, discard the deed from play.

The mark is a deed on an opponent's street (not Out of Town), whoever controls it. The pull
is made once the job succeeds, while the posse still stands at the deed (§6); a red pull is
hearts or diamonds (§7.1).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.jobs import Job
from engine.model import Card

RED = ("H", "D")


class ObadiahAngstrom(CardScript):
    code = "25006"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=Target(
                prompt="Select a deed", card_type="deed", condition=self.in_town_deed_an_opponent_owns
            ),
            on_success=self.sabotage,
        )

    def in_town_deed_an_opponent_owns(self, deed: Card, context: Context) -> bool:
        return deed.owner is not context.player and self.game.locations.in_town(deed.uid)

    def sabotage(self, job: Job) -> Flow:
        deed = job.mark
        assert deed is not None
        pulled = yield from self.pull(job.context)
        if pulled.suit in RED:
            self.game.actions.discard(deed, by=job.player)
            self.game.log.add("{0} discards {1}", job.player, deed)
