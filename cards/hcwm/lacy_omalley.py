"""Lacy O'Malley (22003) — legend.
Card effects cannot cause cards to leave your discard pile, and cards in your discard pile
cannot be played.  During Sundown, discard all cards in your hand.

Both are traits of hers from the start of the game (`engine.discard_pile`): any player's
card effect is bound, the rules are not (an empty deck still reshuffles the pile in). "During
Sundown" is the Sundown discard, after the victory check: the whole hand goes there, and the
hand is refilled to five as usual (ruling lacy-discards-her-hand-at-the-sundown-discard).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class LacyOMalley(CardScript):
    code = "22003"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(targets_players=True, effect=ability.effects.discard_pile_locked())
        self.persistent_effect(targets_players=True, effect=ability.effects.discards_hand_at_sundown())
