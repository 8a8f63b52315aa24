"""Morgan Regulators (24004, Weird West Edition) — outfit.
If it is Sundown and there has not been a shootout this turn, each player's influence total
at each location is limited to 5.
Noon, Boot: Move your dude to the town square. If they have a Horse, unboot them.

The limit is a player effect on each player (`influence_limited_per_location`): it counts
in the victory check and in a deed's control while it holds. The move is a card effect and
boots nobody (§4.2); "move your dude to the town square" needs a dude of yours elsewhere.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import TOWN_SQUARE, Card


class MorganRegulators(CardScript):
    code = "24004"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            targets_players=True,
            target_controller="any",
            condition=self.quiet_sundown,
            effect=ability.effects.influence_limited_per_location(5),
        )
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.away_from_town_square, controller="current"),
            message="{player} uses {source} on {target}",
            handler=self.ride_to_town_square,
        )

    def quiet_sundown(self) -> bool:
        return self.phase == "sundown" and not self.shootout_fought_today

    def away_from_town_square(self, dude: Card, context: Context) -> bool:
        return not dude.in_town_square

    def ride_to_town_square(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.move_dude(dude, TOWN_SQUARE, boot=False)
        self.game.log.add("{0} moves {1} to {2}", context.player, dude, self.game.locations.name(TOWN_SQUARE))
        if dude.attachments_with("Horse"):
            self.game.actions.unboot(dude)
            self.game.log.add("{0} unboots {1}", context.player, dude)
