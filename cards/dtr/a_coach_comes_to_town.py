"""A Coach Comes to Town (01135) — Noon Job: Mark the town square. If successful, gain
4 ghost rock. If not, each player with a dude in the opposing posse gains 4 ghost rock."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.jobs import Job


class ACoachComesToTown(CardScript):
    code = "01135"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark="town square",
            boot_leader=False,
            on_success=self.gain_4_ghost_rock,
            on_fail=self.opposing_players_gain_4_ghost_rock,
        )

    def gain_4_ghost_rock(self, job: Job) -> None:
        self.game.actions.gain(job.player, 4)
        self.game.log.add("{0} gains 4 ghost rock from {1}", job.player, self.card)

    def opposing_players_gain_4_ghost_rock(self, job: Job) -> None:
        for player in self.game.players:
            if any(dude.controller is player for dude in job.opposing_posse):
                self.game.actions.gain(player, 4)
                self.game.log.add("{0} gains 4 ghost rock from {1}", player, self.card)
