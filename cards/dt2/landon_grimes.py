"""Landon Grimes (24039, Weird West Edition) — dude.
Shootout: Your Abomination or Huckster joins Landon's posse.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class LandonGrimes(CardScript):
    code = "24039"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(
                prompt="Select a dude",
                condition=self.abomination_or_huckster,
                controller="current",
                choose=False,
            ),
            message="{player} uses {source}: {target} joins the posse",
            handler=self.call_the_faithful,
        )

    def abomination_or_huckster(self, card: Card, context: Context) -> bool:
        return (card.has_keyword("Abomination") or card.has_keyword("Huckster")) and self.not_in_a_posse(
            card, context
        )

    def call_the_faithful(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        # Joining by a card effect: he moves to the fight without booting (§5.2).
        yield from self.move_into_posse(context, dude)
