"""Jade King Stance (20051, Too Tough to Die) — action, Technique.
Noon Technique: Unboot this dude. They gain +2 Kung Fu, +2 bullets, and cannot move from
this location.

"This dude" is the Kung Fu dude who performs it (engine.kung_fu); the technique prints no
boot, so a booted Kung Fu dude may perform it and is unbooted. Its +2 Kung Fu raises his
value too (§1.3). Everything lasts the day, as any Noon ability's (§8.3); "cannot move"
holds against every move, sending home and joining a posse elsewhere included
(`engine.locations.CANNOT_MOVE`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.kung_fu import performer


class JadeKingStance(CardScript):
    code = "20051"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.technique_action(play_type="noon", on_success=self.take_the_stance)

    def take_the_stance(self, context: Context) -> None:
        dude = performer(context)
        kit = AbilityKit.effects
        self.game.actions.unboot(dude)
        self.apply_ability_effect(
            context, match=dude, effect=[kit.modify_kung_fu(2), kit.modify_bullets(2), kit.cannot_move()]
        )
        self.game.log.add("{0}'s {1} gets +2 Kung Fu and +2 bullets and cannot move", context.player, dude)
