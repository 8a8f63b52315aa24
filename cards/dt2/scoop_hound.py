"""Scoop Hound (24172, Weird West Edition) — goods, Sidekick.
Shootout, Boot: Shootout plays cannot send dudes home booted (they remain in the posse
without booting) or bring dudes into either posse.

Every player's Shootout plays, the Scoop Hound's own player's too, for the rest of the
shootout (a Shootout ability's effect, §8.3). Running, casualties and Reacts are no
Shootout plays and work as usual.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class ScoopHound(CardScript):
    code = "24172"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            message="{player} uses {source} to hold the posses",
            handler=self.hold_the_posses,
        )

    def hold_the_posses(self, context: Context) -> None:
        self.apply_ability_effect(
            context,
            effect=AbilityKit.effects.posses_held_against_shootout_plays(),
            targets_players=True,
            target_controller="any",
        )
