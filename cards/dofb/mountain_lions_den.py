"""Mountain Lion's Den (25047, Debt of Blood) — spell, Spirit • Totem.
Shootout Spirit 6, Boot: Each dude in your posse gets +1 bullets and cannot have their
bullets reduced or changed to a draw by other players' card effects.

A Totem (`engine.totems`), cast in a shootout at its location by a Shaman of its player in
the posse. "Each dude in your posse" is those in it as the spell resolves; a Shootout
ability's effect lasts the shootout (§8.3). The two restrictions are Onward Christian
Soldiers' (`engine.protection`): every card effect of another player, traits included, is
set aside for those dudes' bullets and shooter type; their player's own effects apply.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.protection import CARD_EFFECTS


class MountainLionsDen(CardScript):
    code = "25047"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            difficulty=6,
            on_success=self.stand_the_den,
        )

    def stand_the_den(self, context: Context) -> None:
        effects = AbilityKit.effects
        self.apply_ability_effect(
            context,
            match=list(self.your_posse),
            effect=[
                effects.modify_bullets(1),
                effects.bullets_not_lowered_by_opponents(CARD_EFFECTS),
                effects.cannot_become_draw_by_opponents(),
            ],
        )
        self.game.log.add("{0} uses {1} to give their posse +1 bullets", context.player, self.card)
