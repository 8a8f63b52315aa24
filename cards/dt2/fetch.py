"""Fetch (24184, Weird West Edition) — spell, Hex.
Cheatin' Resolution Hex 5, Boot: When you discard your draw hand this round, you may place
a card from that draw hand into your play hand. If this is a shootout, reduce your
casualties by 3 this round.

"This round" is the shootout round, or in gamblin' lowball's round (the phase). The card
kept is one of your own (`engine.draw_hands.keep_a_draw_hand_card`); the reduction applies
as the round's casualties are set, never below 0 (§5.7).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class Fetch(CardScript):
    code = "24184"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="cheatin resolution",
            difficulty=5,
            cost=ability.costs.boot_self(),
            on_success=self.fetch,
        )

    def fetch(self, context: Context) -> None:
        effects = AbilityKit.effects
        self.for_this_round(context, targets_players=True, effect=effects.keeps_a_draw_hand_card())
        self.game.log.add("{0} uses {1} to keep a card of their draw hand", context.player, self.card)
        if self.game.shootout is not None:
            self.until_end_of_shootout_round(
                context, targets_players=True, effect=effects.reduce_casualties(3)
            )
            self.game.log.add(
                "{0} uses {1} to reduce their casualties by 3 this round", context.player, self.card
            )
