"""Sight Beyond Sight (24190, Weird West Edition) — spell, Hex.
Noon Hex 6, Boot: Look at a random card in an opponent's hand.
Noon Hex 9, Boot: Look at two random cards in an opponent's hand.
Noon Hex 12, Boot: Look at three random cards in an opponent's hand.

Three abilities, one Boot cost: the Huckster picks the difficulty he tries. The cards are
drawn at random with the game's seeded RNG; a hand with fewer shows them all.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class SightBeyondSight(CardScript):
    code = "24190"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon", difficulty=6, cost=ability.costs.boot_self(), on_success=self.look_at_one
        )
        self.spell_action(
            play_type="noon", difficulty=9, cost=ability.costs.boot_self(), on_success=self.look_at_two
        )
        self.spell_action(
            play_type="noon", difficulty=12, cost=ability.costs.boot_self(), on_success=self.look_at_three
        )

    def look_at_one(self, context: Context) -> None:
        self.look_at_random_cards(context, context.player.opponent, 1)

    def look_at_two(self, context: Context) -> None:
        self.look_at_random_cards(context, context.player.opponent, 2)

    def look_at_three(self, context: Context) -> None:
        self.look_at_random_cards(context, context.player.opponent, 3)
