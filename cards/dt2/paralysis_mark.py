"""Paralysis Mark (24185, Weird West Edition) — spell, Hex.
Noon Hex, Boot: Boot a dude with value X at this location.

The card data prints "Noon Hex, Boot" and X only in "a dude with value X": the printed
card reads "Noon Hex X" (as New Town, New Rules' printing), so the difficulty is the
chosen dude's value (§7.2: "Hex X" with X defined in the text). Any dude at the Huckster's
location may be chosen, yours too; an already booted one only stays booted.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class ParalysisMark(CardScript):
    code = "24185"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            difficulty=self.targets_value,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.at_this_location),
            on_success=self.paralyse,
        )

    def at_this_location(self, card: Card, context: Context) -> bool:
        return card.location == self.game.actions.location_of(self.card)

    def targets_value(self, context: Context) -> int:
        assert context.target is not None
        return context.target.value

    def paralyse(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.boot(dude)
        self.game.log.add("{0} uses {1} to boot {2}", context.player, self.card, dude)
