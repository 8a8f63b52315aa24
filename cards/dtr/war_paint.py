"""War Paint (01116) — Noon: One of your dudes gets +2 bullets."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target


class WarPaint(CardScript):
    code = "01116"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", controller="current", choose=False),
            message="{player} plays {source} to give {target} +2 bullets",
            handler=self.paint,
        )

    def paint(self, context: Context) -> None:
        # A Noon ability's effect lasts until the end of the day (§8.3).
        self.apply_ability_effect(context, match=context.target, effect=AbilityKit.effects.modify_bullets(2))
