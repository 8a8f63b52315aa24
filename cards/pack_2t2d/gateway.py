"""Gateway (20046, Too Tough to Die) — spell, Hex.
Noon Hex 6, Boot: Move your Abomination at this location to another location.

Shootout Hex 6, Boot: Your Abomination joins your posse (moving if necessary).

"This location" is the Huckster's. A move by the hex does not boot the Abomination (§4.2);
joining by it neither boots him, booted or not (§5.2, as La Quema). The Abomination is
selected as the hex is cast (no "choose").
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

ABOMINATION = "Abomination"


class Gateway(CardScript):
    code = "20046"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            difficulty=6,
            cost=ability.costs.boot_self(),
            target=Target(
                prompt="Select a dude", controller="current", condition=self.abomination_here, choose=False
            ),
            on_success=self.open_the_gate,
        )
        self.spell_action(
            play_type="shootout",
            difficulty=6,
            cost=ability.costs.boot_self(),
            target=Target(
                prompt="Select a dude", controller="current", condition=self.abomination_outside, choose=False
            ),
            on_success=self.call_it_through,
        )

    def abomination_here(self, dude: Card, context: Context) -> bool:
        return dude.has_keyword(ABOMINATION) and dude.location == self.game.actions.location_of(self.card)

    def abomination_outside(self, dude: Card, context: Context) -> bool:
        return dude.has_keyword(ABOMINATION) and self.may_join_your_posse(context, dude)

    def open_the_gate(self, context: Context) -> Flow:
        assert context.target is not None
        yield from self.move_to_chosen_location(context, context.target)

    def call_it_through(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        yield from self.move_into_posse(context, dude)
        self.game.log.add("{0}'s {1} joins the posse", context.player, dude)
