"""Onward Christian Soldiers (24191, Weird West Edition) — spell, Miracle • Hymn.
Shootout Miracle 4, Boot: All dudes in your posse get +1 bullets, and cannot have their
bullets reduced or changed to a draw by other players' card effects.

"All dudes in your posse" are those in it as the miracle resolves; a Shootout ability's
effect lasts the shootout (§8.3). The two restrictions cover every card effect of the
other players, traits included, so they are read with the bullets and the shooter type
(`engine.protection`): a penalty or a change to a draw another player made before the
miracle is set aside too, and the player's own effects still apply.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.protection import CARD_EFFECTS


class OnwardChristianSoldiers(CardScript):
    code = "24191"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            difficulty=4,
            on_success=self.march_on,
        )

    def march_on(self, context: Context) -> None:
        effects = AbilityKit.effects
        posse = list(self.your_posse)
        self.apply_ability_effect(
            context,
            match=posse,
            effect=[
                effects.modify_bullets(1),
                effects.bullets_not_lowered_by_opponents(CARD_EFFECTS),
                effects.cannot_become_draw_by_opponents(),
            ],
        )
        self.game.log.add("{0} uses {1} to give their posse +1 bullets", context.player, self.card)
