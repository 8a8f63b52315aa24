"""Kinetic Accretion Actualizer (23040) — goods, Gadget 7 • Weapon, +1 bullets.
Repeat Shootout: Kinetic Accretion Actualizer has an additional +1 bullets until Sundown. You
may use this ability once per shootout round.

The Weapon's own bullet bonus grows, so its dude fires with it (§1.3). Shootouts are fought
at High Noon: "until Sundown" is the end of this phase, across the day's later shootouts.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class KineticAccretionActualizer(CardScript):
    code = "23040"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            repeat=True,
            limit=ability.limit.per_round(1),
            message="{player} uses {source}",
            handler=self.accrete,
        )

    def accrete(self, context: Context) -> None:
        self.until_end_of_phase(context, match=self.card, effect=AbilityKit.effects.modify_bullets(1))
        self.game.log.add("{0} gives {1} +1 bullets until Sundown", context.player, self.card)
