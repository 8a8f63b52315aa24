"""Red Horse's Tail (24206, Weird West Edition) — spell, Spirit • Totem.
Noon Spirit X, Boot: X is the value of a dude at this location. Boot that dude.
Shootout Spirit X, Boot: X is the grit of an opposing dude. Send that dude home booted.

A Totem: planted at a location and cast by one of its player's Shamans there
(`engine.totems`). "A dude at this location" is any dude there, yours or not; "an opposing
dude" is one in the posse facing the caster's.
"""

from __future__ import annotations

from engine.abilities import Target
from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card


class RedHorsesTail(CardScript):
    code = "24206"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.at_this_location),
            difficulty=self.targets_value,
            on_success=self.boot_that_dude,
        )
        self.spell_action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing),
            difficulty=self.targets_grit,
            on_success=self.send_that_dude_home,
        )

    def at_this_location(self, dude: Card, context: Context) -> bool:
        return dude.location == self.game.actions.location_of(self.card)

    def opposing(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse

    def targets_value(self, context: Context) -> int:
        assert context.target is not None
        return context.target.value

    def targets_grit(self, context: Context) -> int:
        assert context.target is not None
        return context.target.grit

    def boot_that_dude(self, context: Context) -> None:
        assert context.target is not None
        self.game.actions.boot(context.target)
        self.game.log.add("{0} uses {1} to boot {2}", context.player, self.card, context.target)

    def send_that_dude_home(self, context: Context) -> None:
        assert context.target is not None
        if self.game.actions.send_home(context.target, booted=True):
            self.game.log.add(
                "{0} uses {1} to send {2} home booted", context.player, self.card, context.target
            )
