"""Bird Cage Theater (21041) — deed, Public.
Controller Noon Job, Boot: Mark an opposing dude with 1 or more control points. If successful,
remove all control points from the mark and this deed gains a permanent +1 control point and
+1 production.

"Remove all control points" takes the mark's permanent control point tokens (a dude's printed
points are none); the deed's gains stay as long as it is in play, whoever controls it (§8.3).
A mark gone from play by the end of a successful job has no points left to lose; the deed still
gains.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.jobs import Job
from engine.model import Card


class BirdCageTheater(CardScript):
    code = "21041"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=Target(prompt="Select a dude", controller="opponent", condition=self.has_control_points),
            cost=ability.costs.boot_self(),
            controller=True,
            on_success=self.steal_the_show,
        )

    def has_control_points(self, dude: Card, context: Context) -> bool:
        return dude.control >= 1

    def steal_the_show(self, job: Job) -> None:
        mark = job.mark
        assert mark is not None
        if mark.in_play:
            self.game.actions.remove_control_points(mark)
            self.game.log.add("{0} removes all control points from {1}", job.player, mark)
        effects = AbilityKit.effects
        self.permanently(
            job.context, match=self.card, effect=[effects.modify_control(1), effects.modify_production(1)]
        )
        self.game.log.add(
            "{0} gives {1} a permanent control point and a permanent production", job.player, self.card
        )
