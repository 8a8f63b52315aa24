"""Mariel Lewis (24057, Weird West Edition) — dude.
Shootout: If you are not running a job and your posse has higher total influence than the
opposing posse, remove a dude from the opposing posse and send them home (without booting).

The "if" is the ability's requirement, checked before it is offered: a shootout that is
not your job (a call out, or defending against another player's job) in which your
posse's influence total beats the opposing one.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class MarielLewis(CardScript):
    code = "24057"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            condition=self.not_your_job_and_more_influence,
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            message="{player} uses {source} to send {target} home",
            handler=self.send_them_home,
        )

    def not_your_job_and_more_influence(self, context: Context) -> bool:
        shootout = self.game.shootout
        if shootout is None:
            return False
        running_a_job = shootout.job is not None and shootout.job.player is context.player
        yours = sum(dude.influence for dude in self.your_posse)
        theirs = sum(dude.influence for dude in self.opposing_posse)
        return not running_a_job and yours > theirs

    def opposing_dude(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse

    def send_them_home(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.send_home(dude, booted=False)
