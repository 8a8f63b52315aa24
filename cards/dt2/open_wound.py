"""\"Open Wound\" (24140, Weird West Edition) — deed, Non-Unique • Public.
This deed is adjacent to all other Open Wounds.
Controller Noon Repeat: Pay 1 ghost rock to move one of your dudes from this location to
an adjacent location.

The adjacency is a link of the deed in play (`engine.locations.AdjacencyLink`), both ways,
while two Open Wounds are in play, whoever owns them. The move does not boot the dude (§4.2).
"""

from __future__ import annotations

from engine.abilities import Target
from engine.dsl import AbilityKit, CardScript, Context, at_this_location
from engine.flow import Flow


class OpenWound(CardScript):
    code = "24140"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.is_adjacent_to(self.another_open_wound)
        self.action(
            play_type="noon",
            controller=True,
            repeat=True,
            cost=ability.costs.pay_ghost_rock(1),
            target=Target(prompt="Select a dude", controller="current", condition=at_this_location),
            message="{player} uses {source}",
            handler=self.move_to_an_adjacent_location,
        )

    def another_open_wound(self, uid: str) -> bool:
        place = self.game.locations.card(uid)
        return place is not None and place.title == self.card.title

    def move_to_an_adjacent_location(self, context: Context) -> Flow:
        assert context.target is not None
        yield from self.move_to_adjacent_location(context, context.target)
