"""Judge Harry Somerset (01016) — Deputy.
Noon Job, Boot: Harry leads a job that marks a wanted dude. If successful, ace the mark."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.jobs import ace_the_mark
from engine.model import Card


class JudgeHarrySomerset(CardScript):
    code = "01016"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=Target(prompt="Select a dude", condition=self.wanted),
            on_success=ace_the_mark,
        )

    def wanted(self, card: Card, context: Context) -> bool:
        return card.wanted
