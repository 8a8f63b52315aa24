"""Stan Fredricks (25018, Debt of Blood) — dude, Deputy.
Shootout: If Stan is wanted, move one bounty from him to an opposing dude. Send Stan home
from the shootout, booted.

"If ..." requirements may be played when unmet; they just do nothing (§8.1): the
condition covers the bounty's move only, so Stan goes home booted either way. "An opposing
dude" is one in the opposing posse; with none there the bounty stays on Stan.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class StanFredricks(CardScript):
    code = "25018"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="shootout", message="{player} uses {source}", handler=self.pass_the_blame)

    def pass_the_blame(self, context: Context) -> Flow:
        stan, you = self.card, context.player
        opposing = self.affectable(context, list(self.opposing_posse))
        if stan.wanted and opposing:
            dude = yield from self.select_card(context, opposing, "Select a dude")
            self.game.actions.remove_bounty(stan, 1)
            self.game.actions.add_bounty(dude, 1)
            self.game.log.add("{0} moves 1 bounty from {1} to {2}", you, stan, dude)
        if self.game.actions.send_home(stan):
            self.game.log.add("{0} sends {1} home booted", you, stan)
