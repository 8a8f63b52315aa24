"""Hired Guns (01106) — action.
Noon: Place a dude from your discard pile into your hand.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.zones import Zone


class HiredGuns(CardScript):
    code = "01106"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            # Only your own dudes: protection from opponents' choices cannot arise here.
            target=Target(prompt="Select a dude", zone=Zone.DISCARD, controller="current"),
            message="{player} plays {source} to place {target} into their hand",
            handler=self.place_into_hand,
        )

    def place_into_hand(self, context: Context) -> None:
        assert context.target is not None
        self.game.actions.put_in_pile(context.target, Zone.HAND)
