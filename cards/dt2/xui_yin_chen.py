"""Xui Yin Chen (24017, Weird West Edition) — dude, Kung Fu 3.
Shootout, Boot: All dudes in Xui Yin Chen's posse become studs and get +1 influence.

The dudes in her posse when the ability resolves are the ones changed, until the end of
the shootout (§8.3); a dude joining later is not. Out of the shootout she has no posse,
and the engine offers a dude's Shootout ability only while he is in a posse.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class XuiYinChen(CardScript):
    code = "24017"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.lead_them,
        )

    def lead_them(self, context: Context) -> None:
        kit = AbilityKit.effects
        posse = list(self.your_posse)
        self.apply_ability_effect(context, match=posse, effect=[kit.set_as_stud(), kit.modify_influence(1)])
        names = ", ".join(dude.uid for dude in posse)
        self.game.log.add("{0} makes {1} studs with +1 influence", context.player, names)
