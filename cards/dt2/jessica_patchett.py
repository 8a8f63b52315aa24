"""Jessica Patchett (24090, Weird West Edition) — dude.
If you are Outlaws, reduce Jessica's cost by the number of wanted dudes you control.
Noon Job, Boot: Mark the opposing dude with the highest bullets (you choose in case of a
tie). If successful, ace the mark.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.jobs import ace_the_mark
from engine.model import Card, Player


class JessicaPatchett(CardScript):
    code = "24090"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cost_modifier(change=self.cheaper_for_outlaws, own=True)
        self.job(
            mark=Target(prompt="Select a dude", controller="opponent", condition=self.highest_bullets),
            on_success=ace_the_mark,
        )

    def cheaper_for_outlaws(self, player: Player, card: Card, at: str | None) -> int:
        # An `own` modifier is read only for Jessica herself (`engine.costs`).
        if player.home.data.gang != "outlaws":
            return 0
        return -sum(1 for dude in player.dudes() if dude.wanted)

    def highest_bullets(self, card: Card, context: Context) -> bool:
        # "You choose in case of a tie": every dude with the side's highest bullets may be marked.
        return card.bullets == max(dude.bullets for dude in card.controller.dudes())
