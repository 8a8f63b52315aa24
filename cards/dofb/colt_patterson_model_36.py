"""Colt-Patterson Model '36 (25041, Debt of Blood) — goods, Weapon.
Shootout, Boot: Give this dude +2 Bullets and make them a Stud.

A Shootout ability's effect lasts the shootout (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class ColtPattersonModel36(CardScript):
    code = "25041"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.fan_the_hammer,
        )

    def fan_the_hammer(self, context: Context) -> None:
        dude = self.parent
        assert dude is not None
        kit = AbilityKit.effects
        self.until_end_of_shootout(context, match=dude, effect=[kit.modify_bullets(2), kit.set_as_stud()])
        self.game.log.add("{0} gives {1} +2 bullets and makes them a stud", context.player, dude)
