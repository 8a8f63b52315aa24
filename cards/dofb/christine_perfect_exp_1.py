"""Christine Perfect (Exp.1) (25024, Debt of Blood) — dude, Abomination.
While Christine is a member of a posse attempting a job, she is a stud.

"A posse attempting a job" is the job leader's posse, from the moment it forms (§6.2) until
the job ends: forming, and in the fight if the job is opposed; never the posse that
opposes a job.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class ChristinePerfectExp1(CardScript):
    code = "25024"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.on_a_job, effect=ability.effects.set_as_stud())

    def on_a_job(self) -> bool:
        for posses in self.game.open_posses():
            job = posses.job
            if job is not None and posses.posse_of(self.card) is job.player:
                return True
        return False
