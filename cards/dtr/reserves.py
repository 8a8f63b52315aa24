"""Reserves (01127) — Noon: Gain 1 ghost rock."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class Reserves(CardScript):
    code = "01127"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            message="{player} plays {source} to gain 1 ghost rock",
            handler=self.gain_one,
        )

    def gain_one(self, context: Context) -> None:
        self.game.actions.gain(context.player, 1)
