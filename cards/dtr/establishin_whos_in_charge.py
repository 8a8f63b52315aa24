"""Establishin' Who's in Charge (01105) — action.
Noon Job: Mark an in-town deed. If successful, the deed permanently gains 1 control point.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.jobs import Job
from engine.model import Card


class EstablishinWhosInCharge(CardScript):
    code = "01105"
    reprints = ("24211",)  # Weird West Edition: "give the deed 1 permanent control point"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=Target(prompt="Select a deed", card_type="deed", condition=self.in_town),
            boot_leader=False,
            on_success=self.deed_gains_a_control_point,
        )

    def in_town(self, card: Card, context: Context) -> bool:
        return not card.has_keyword("Out of Town")

    def deed_gains_a_control_point(self, job: Job) -> None:
        deed = job.mark
        assert deed is not None
        self.game.actions.add_control_point(deed)
        self.game.log.add("{0} gives {1} a permanent control point", job.player, deed)
