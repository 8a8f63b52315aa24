"""Abram Grothe (01023) — dude, Deputy.
Noon Job, Boot: Mark a Holy Ground deed. If successful, discard all Abominations and wanted
dudes at that deed.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.jobs import Job
from engine.model import Card


class AbramGrothe(CardScript):
    code = "01023"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=Target(prompt="Select a deed", card_type="deed", condition=self.holy_ground),
            on_success=self.clean_up_the_deed,
        )

    def holy_ground(self, card: Card, context: Context) -> bool:
        return card.has_keyword("Holy Ground")

    def clean_up_the_deed(self, job: Job) -> None:
        deed = job.mark
        assert deed is not None
        # The success text resolves while the posse still stands at the deed (§6.6, the
        # rulebook's order): a wanted dude of Abram's own posse is discarded too.
        for dude in self.game.locations.dudes_at(deed.uid):
            if dude.wanted or dude.has_keyword("Abomination"):
                self.game.actions.discard(dude, by=job.player)
                self.game.log.add("{0} discards {1} from {2}", job.player, dude, deed)
