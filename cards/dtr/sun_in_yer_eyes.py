"""Sun in Yer Eyes (01113) — Action.
Shootout: Choose a dude in this shootout. That dude gets –2 bullets (minimum 0) and
becomes a draw."""

from __future__ import annotations

from engine.abilities import Context, Target, in_this_shootout
from engine.dsl import AbilityKit, CardScript


class SunInYerEyes(CardScript):
    code = "01113"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=in_this_shootout),
            message="{player} plays {source} on {target}: -2 bullets and a draw until the end of the shootout",
            handler=self.dazzle,
        )

    def dazzle(self, context: Context) -> None:
        # A Shootout ability's effect lasts until the end of the shootout (§8.3); the
        # bullets never read below 0 (§1.3).
        self.apply_ability_effect(
            context,
            match=context.target,
            effect=(AbilityKit.effects.modify_bullets(-2), AbilityKit.effects.set_as_draw()),
        )
