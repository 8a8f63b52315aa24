"""Al Swearengen (23007) — dude.
Noon, Pay 4 Ghost Rock: Al permanently has +1 bullets, +1 influence, is a stud, and loses
this ability.

"Permanently" lasts as long as Al stays in play (§8.3); losing the ability is the same
lasting effect, so once bought it can never be used again, this day or any other.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class AlSwearengen(CardScript):
    code = "23007"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.pay_ghost_rock(4),
            message="{player} uses {source}",
            handler=self.set_up_shop,
        )

    def set_up_shop(self, context: Context) -> None:
        kit = AbilityKit.effects
        self.permanently(
            context,
            match=self.card,
            effect=[
                kit.modify_bullets(1),
                kit.modify_influence(1),
                kit.set_as_stud(),
                kit.cannot_use_ability(context.ability.index),
            ],
        )
        self.game.log.add(
            "{0} gives {1} +1 bullets, +1 influence and makes him a stud", context.player, self.card
        )
