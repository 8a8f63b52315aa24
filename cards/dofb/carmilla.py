"""Carmilla (25027) — dude, Huckster 1.
Noon: Target an opposing dude at this location. Carmilla makes a Huckster skill check of that
dude's grit.  If successful, boot that dude.  If unsuccessful, boot Carmilla (if able).

A skill check (§7.1): Carmilla pulls and adds her Huckster rating against the target's grit,
read as she pulls.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class Carmilla(CardScript):
    code = "25027"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=self.at_this_location, controller="opponent"),
            message="{player} uses {source} on {target}",
            handler=self.stare_down,
        )

    def at_this_location(self, dude: Card, context: Context) -> bool:
        return dude.location == self.card.location

    def stare_down(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        check = yield from self.skill_check(context, self.card, "huckster", self.grit_of(dude))
        if check.succeeded:
            self.game.actions.boot(dude)
            if dude.booted:
                self.game.log.add("{0} boots {1}", context.player, dude)
        else:
            self.game.actions.boot(self.card)
            if self.card.booted:
                self.game.log.add("{0} boots {1}", context.player, self.card)
