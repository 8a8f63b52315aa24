"""Vamoosin' (23056) — action.
Shootout: Send a wanted dude home. This card's ghost rock cost is equal to the wanted dude's
influence.

Any wanted dude in play, yours or an opponent's, in the shootout or not; he leaves any posse
and goes home booted, as every dude sent home does (ruling send-home-means-home-booted). The
text does not say "choose" (§8.1). Only a wanted dude whose influence the player
can pay is offered.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class Vamoosin(CardScript):
    code = "23056"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.wanted, choose=False),
            cost=ability.costs.card_cost_equal_to(self.the_wanted_dudes_influence),
            message="{player} plays {source} on {target}",
            handler=self.vamoose,
        )

    def wanted(self, dude: Card, context: Context) -> bool:
        return dude.wanted

    def the_wanted_dudes_influence(self, context: Context) -> int:
        assert context.target is not None
        return context.target.influence

    def vamoose(self, context: Context) -> None:
        assert context.target is not None
        if self.game.actions.send_home(context.target):
            self.game.log.add("{0} sends {1} home booted", context.player, context.target)
