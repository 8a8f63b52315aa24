"""Judge Wells Spicer (22020) — Noon, Boot: Send an opposing dude at this location with more
bounty than influence home booted. That dude's owner may reduce that dude's bounty to 0.

The dude is a target, chosen as the ability is played (another player's dude at the Judge's
location whose bounty exceeds his influence); his owner then chooses whether to clear his
bounty, after he is sent home.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

CLEAR = "reduce his bounty to 0"
KEEP = "keep his bounty"


class JudgeWellsSpicer(CardScript):
    code = "22020"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(
                prompt="Select a dude", condition=self.wanted_beyond_his_influence, controller="opponent"
            ),
            message="{player} uses {source} on {target}",
            handler=self.send_home,
        )

    def wanted_beyond_his_influence(self, dude: Card, context: Context) -> bool:
        return dude.location == self.card.location and dude.bounty > dude.influence

    def send_home(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        if self.game.actions.send_home(dude, booted=True):
            self.game.log.add("{0} sends {1} home booted", context.player, dude)
        owner = dude.owner
        if (yield from self.choose_option(context, [CLEAR, KEEP], player=owner)) == CLEAR:
            self.game.actions.remove_bounty(dude, dude.bounty)
            self.game.log.add("{0} reduces {1}'s bounty to 0", owner, dude)
