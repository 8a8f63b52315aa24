"""The Mixer (24056, Weird West Edition) — dude.
Shootout: Target dude ignores all bullet modifiers from opponents' actions and abilities."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target


class TheMixer(CardScript):
    code = "24056"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude"),
            message="{player} uses {source} on {target}",
            handler=self.steady,
        )

    def steady(self, context: Context) -> None:
        # A Shootout ability's effect lasts the shootout (§8.3); the "opponents" are those
        # of the Mixer's player, whoever controls the target.
        self.apply_ability_effect(
            context, effect=AbilityKit.effects.ignores_opponents_bullet_modifiers(), match=context.target
        )
