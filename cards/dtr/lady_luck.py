"""Lady Luck (01107) — Noon: You can discard as many of your cards as you like during
Sundown."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class LadyLuck(CardScript):
    code = "01107"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="noon", message="{player} plays {source}", handler=self.smile)

    def smile(self, context: Context) -> None:
        # Lasts until the end of the day, so it covers this day's Sundown (§8.3).
        self.until_end_of_day(
            context, effect=AbilityKit.effects.unlimited_sundown_discard(), targets_players=True
        )
