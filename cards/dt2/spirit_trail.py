"""Spirit Trail (24207, Weird West Edition) — spell, Spirit • Totem.
This location is adjacent to each other location that has a Spirit Trail attached.
Noon Spirit 6, Boot: Move your dude from this location (without booting, and even if booted).

A Totem (`engine.totems`). The adjacency is a link of the card in play
(`engine.locations.AdjacencyLink`): it lasts while this Spirit Trail and another one are
in play, and goes both ways. The move names no destination: any other location.
"""

from __future__ import annotations

from engine.abilities import Target
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


class SpiritTrail(CardScript):
    code = "24207"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.is_adjacent_to(self.has_a_spirit_trail)
        self.spell_action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", controller="current", condition=self.at_this_location),
            difficulty=6,
            on_success=self.move_your_dude,
        )

    def has_a_spirit_trail(self, uid: str) -> bool:
        place = self.game.locations.card(uid)
        return place is not None and any(card.title == self.card.title for card in place.attachments)

    def at_this_location(self, dude: Card, context: Context) -> bool:
        return dude.location == self.game.actions.location_of(self.card)

    def move_your_dude(self, context: Context) -> Flow:
        assert context.target is not None
        yield from self.move_to_chosen_location(context, context.target)
