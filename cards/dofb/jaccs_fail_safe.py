"""Jacc's Fail Safe (25039, Debt of Blood) — goods, Unique • Attire.
This dude gets +2 influence during the Production and Upkeep phases.
Noon Job, Boot: Mark an opposing dude. If successful, you may ace this dude to ace the mark.

Production is collected in the Upkeep phase (§3.2), so the influence is there through that
phase: it counts for who controls a deed when production is collected. A job on an
attached card is led by its dude (§6.1). The success text resolves while the posse is
still at the mark (§6): the dude is aced only if he and the mark are both still in play.
The mark's ace is logged only if it happened: a Harrowed mark is discarded instead (§9.3,
`ace_now`), and then only the dude's ace is.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Target
from engine.flow import Flow
from engine.jobs import Job

PASS = "pass"


class JaccsFailSafe(CardScript):
    code = "25039"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(condition=self.during_upkeep, effect=ability.effects.modify_influence(2))
        self.job(
            mark=Target(prompt="Select a dude", controller="opponent"),
            cost=ability.costs.boot_self(),
            on_success=self.ace_this_dude_to_ace_the_mark,
        )

    def during_upkeep(self) -> bool:
        return self.phase == "upkeep"

    def ace_this_dude_to_ace_the_mark(self, job: Job) -> Flow:
        dude, mark = self.parent, job.mark
        if dude is None or mark is None or not mark.in_play:
            return
        ace = f"ace {dude.name} to ace {mark.name}"
        if (yield from self.choose_option(job.context, [ace, PASS])) == PASS:
            return
        self.game.actions.ace(dude, by=job.player)
        if dude.in_play:  # the cost was not paid: something kept him in play
            return
        if (yield from self.ace_now(mark, by=job.player)):
            self.game.log.add("{0} aces {1} to ace {2}", job.player, dude, mark)
        else:
            self.game.log.add("{0} aces {1}", job.player, dude)
