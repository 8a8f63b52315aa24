""" "Thunder Boy" Nabbe (24071) — dude, Deputy.
Shootout Repeat: If there is a wanted dude in the opposing posse, Nabbe gets a bullet bonus
equal to his influence and becomes a stud. You may use this ability once per shootout.

"Repeat" lifts the once-per-day limit and the printed "once per shootout" puts one back,
so the limit is the shootout's alone: Nabbe may use it again in a later shootout that day. The bonus is his influence when
the ability resolves; like every Shootout ability's effect it lasts the shootout (§8.3).
"""

from __future__ import annotations

from engine.abilities import Limit
from engine.dsl import AbilityKit, CardScript, Context


class ThunderBoyNabbe(CardScript):
    code = "24071"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            limit=Limit.per_shootout(1),  # Repeat, but "once per shootout"
            message="{player} uses {source}",
            handler=self.draw_on_the_outlaw,
        )

    def wanted_dude_in_the_opposing_posse(self, context: Context) -> bool:
        shootout = self.game.shootout
        if shootout is None:
            return False
        return any(dude.wanted for dude in shootout.posse(shootout.opposing(context.player)))

    def draw_on_the_outlaw(self, context: Context) -> None:
        # "If ..." requirements may be played when unmet; they just do nothing (§8.1).
        if not self.wanted_dude_in_the_opposing_posse(context):
            return
        bonus = self.card.influence
        kit = AbilityKit.effects
        self.apply_ability_effect(
            context, match=self.card, effect=[kit.modify_bullets(bonus), kit.set_as_stud()]
        )
        self.game.log.add("{0} makes {1} a stud with +{2} bullets", context.player, self.card, bonus)
