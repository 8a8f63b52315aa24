"""Missed! (01139) — action.
Shootout: Unboot one of your dudes in this posse.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class Missed(CardScript):
    code = "01139"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Only a booted dude can be unbooted: with none in the posse the requirement
        # cannot be met and the card is not a play (§8.1; README "Rules choices").
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.booted_in_your_posse),
            message="{player} plays {source} to unboot {target}",
            handler=self.unboot,
        )

    def booted_in_your_posse(self, dude: Card, context: Context) -> bool:
        shootout = self.game.shootout
        return dude.booted and shootout is not None and shootout.posse_of(dude) is context.player

    def unboot(self, context: Context) -> None:
        assert context.target is not None
        self.game.actions.unboot(context.target)
