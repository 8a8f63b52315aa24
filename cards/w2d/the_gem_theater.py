"""The Gem Theater (23032) — deed, Public • Casino.
Controller Shootout, Boot: If the shootout is at this deed, each dude in the shootout becomes
a draw.

"If the shootout is at this deed" is the ability's requirement, checked before the play is
offered (issue 19). The dudes made draws are those in either posse as it resolves; the
effect of a Shootout play lasts the shootout (§8.3), and a dude who "cannot be changed to a
draw" stays as he is (§1.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class TheGemTheater(CardScript):
    code = "23032"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            controller=True,
            condition=self.the_shootout_is_here,
            message="{player} uses {source}",
            handler=self.dim_the_lights,
        )

    def the_shootout_is_here(self, context: Context) -> bool:
        shootout = self.game.shootout
        return shootout is not None and shootout.location == self.card.uid

    def dim_the_lights(self, context: Context) -> None:
        shootout = self.game.shootout
        assert shootout is not None
        everyone = [dude for player in shootout.players for dude in shootout.posse(player)]
        self.apply_ability_effect(context, match=everyone, effect=AbilityKit.effects.set_as_draw())
        self.game.log.add("{0} makes each dude in the shootout a draw", context.player)
