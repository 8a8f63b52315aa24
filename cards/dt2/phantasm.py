"""Phantasm (24186, Weird West Edition) — spell, Hex.
Noon Hex 9, Boot: Move an opposing unbooted dude at a nearby location to a location
adjacent to them (without booting).
Noon Hex 12, Boot: Move another player's booted dude at this location to an adjacent
location.

"Nearby" is the Huckster's location or an adjacent one (§4.1); the caster picks where
the dude goes, among the locations adjacent to where the dude stands. A move by a card
effect never boots unless the text says so (§4.2), so neither move boots.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class Phantasm(CardScript):
    code = "24186"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            difficulty=9,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", controller="opponent", condition=self.unbooted_nearby),
            on_success=self.move_next_door,
        )
        self.spell_action(
            play_type="noon",
            difficulty=12,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", controller="opponent", condition=self.booted_here),
            on_success=self.move_next_door,
        )

    def unbooted_nearby(self, card: Card, context: Context) -> bool:
        return not card.booted and self.is_nearby(card)

    def booted_here(self, card: Card, context: Context) -> bool:
        return card.booted and card.location == self.game.actions.location_of(self.card)

    def move_next_door(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None and dude.location is not None
        destination = yield from self.choose_location(context, self.game.locations.adjacent_to(dude.location))
        self.game.actions.move_dude(dude, destination, boot=False)
        self.game.log.add(
            "{0} uses {1} to move {2} to {3}",
            context.player,
            self.card,
            dude,
            self.game.locations.name(destination),
        )
