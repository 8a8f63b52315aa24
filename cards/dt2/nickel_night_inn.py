"""Nickel Night Inn (24121, Weird West Edition) — deed, Private, Saloon.
Controller Noon, Boot: Boot a dude with a value of 3 or less at a nearby location.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class NickelNightInn(CardScript):
    code = "24121"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.cheap_dude_nearby, choose=False),
            handler=self.last_call,
        )

    def cheap_dude_nearby(self, card: Card, context: Context) -> bool:
        """Nearby: this deed or a location adjacent to it (§4.1)."""
        here, there = self.card.uid, card.location
        return (
            self.value_of(card) <= 3
            and there is not None
            and (there == here or self.game.locations.adjacent(here, there))
        )

    def last_call(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.boot(dude)
        self.game.log.add("{0} uses {1} to boot {2}", context.player, self.card, dude)
