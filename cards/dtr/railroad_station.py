"""Railroad Station (01079) — Controller Noon, Boot: Move your dude from this location to
another location (without booting)."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target, at_this_location
from engine.flow import Flow


class RailroadStation(CardScript):
    code = "01079"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", controller="current", condition=at_this_location),
            message="{player} uses {source} on {target}",
            handler=self.ride_the_rails,
        )

    def ride_the_rails(self, context: Context) -> Flow:
        assert context.target is not None
        yield from self.move_to_chosen_location(context, context.target)
