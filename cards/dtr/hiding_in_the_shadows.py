"""Hiding in the Shadows (01118) — action.
Noon: Choose one of your dudes. Other players cannot choose or affect that dude with Shootout
abilities.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target


class HidingInTheShadows(CardScript):
    code = "01118"
    reprints = ("24226",)  # Weird West Edition: "Target one of your dudes. Other players cannot target ..."

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", controller="current"),
            message="{player} plays {source} on {target}",
            handler=self.hide,
        )

    def hide(self, context: Context) -> None:
        # A Noon ability's effect lasts until the end of the day (§8.3).
        self.apply_ability_effect(
            context,
            match=context.target,
            effect=AbilityKit.effects.protected_from_opponents("shootout abilities"),
        )
