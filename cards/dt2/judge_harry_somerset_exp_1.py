"""Judge Harry Somerset (Exp.1) (24073, Weird West Edition) — Deputy, Experienced 1.
Harry cannot be in your starting gang.
Noon Job, Boot: Mark a wanted dude. A 2-stud Gunslinger token enters play booted and joins
your posse. If successful, discard the mark."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.jobs import Job, discard_the_mark
from engine.model import Card


class JudgeHarrySomersetExp1(CardScript):
    code = "24073"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cannot_be_in_starting_gang()
        self.job(
            mark=Target(prompt="Select a dude", condition=self.wanted),
            handler=self.gunslinger_joins,
            on_success=discard_the_mark,
        )

    def wanted(self, card: Card, context: Context) -> bool:
        return card.wanted

    def gunslinger_joins(self, job: Job) -> Flow:
        # It enters play like any dude, at home (§3.5), booted, then joins the posse: a
        # card effect brings it to the mark without booting it again.
        gunslinger = self.game.actions.put_token_into_play(
            job.player, "Gunslinger", location=job.player.home.uid
        )
        self.game.actions.boot(gunslinger)
        self.game.log.add("{0} brings a {1} token into play booted to join the posse", job.player, gunslinger)
        yield from self.move_into_posse(job.context, gunslinger)
