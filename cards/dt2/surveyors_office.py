"""Surveyor's Office (24130, Weird West Edition) — deed, Private.
This deed is adjacent to all Out of Town Deeds.
Controller Noon, Boot: Move your dude from this location to an adjacent location.

The adjacency is a link of the deed in play (`engine.locations.AdjacencyLink`): both ways,
and only while the deed is in play with its text. A card-effect move boots the dude only
if the card says so (§4.2).
"""

from __future__ import annotations

from engine.abilities import Target
from engine.dsl import AbilityKit, CardScript, Context, at_this_location
from engine.flow import Flow


class SurveyorsOffice(CardScript):
    code = "24130"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.is_adjacent_to(self.an_out_of_town_deed)
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", controller="current", condition=at_this_location),
            message="{player} uses {source}",
            handler=self.move_to_an_adjacent_location,
        )

    def an_out_of_town_deed(self, uid: str) -> bool:
        place = self.game.locations.card(uid)
        return place is not None and place.has_keyword("Out of Town")

    def move_to_an_adjacent_location(self, context: Context) -> Flow:
        assert context.target is not None
        yield from self.move_to_adjacent_location(context, context.target)
