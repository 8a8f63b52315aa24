"""Winchester Model 1873 (24160, Weird West Edition) — goods, Weapon; +1 bullets.
Shootout, Boot: Boot this dude to give them +1 bullets and make them a stud.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class WinchesterModel1873(CardScript):
    code = "24160"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=[ability.costs.boot_self(), ability.costs.boot_parent()],
            handler=self.lever_action,
        )

    def lever_action(self, context: Context) -> None:
        dude = self.parent
        assert dude is not None
        kit = AbilityKit.effects
        self.apply_ability_effect(context, match=dude, effect=[kit.modify_bullets(1), kit.set_as_stud()])
        self.game.log.add(
            "{0} uses {1} to give {2} +1 bullets and make them a stud", context.player, self.card, dude
        )
