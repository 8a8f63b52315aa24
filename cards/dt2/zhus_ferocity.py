"""Zhu's Ferocity (24217) — Action, Technique, Tao of Zhu Bajie, 2 of clubs.
Shootout Tao Technique: This dude gets +1 bullets and +1 value, and an opposing dude
gets -1 bullets. Combo if this dude has higher bullets than the opposing dude.

"This dude" is the Kung Fu dude who performed the technique (engine.kung_fu); the
opposing dude is chosen when the technique is played. The effects last until the end
of the shootout, as any Shootout ability's (§8.3). The first printing (09037, Immovable
Object, Unstoppable Force) words it differently and has no script.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.kung_fu import performer
from engine.model import Card


class ZhusFerocity(CardScript):
    code = "24217"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.technique_action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.opposing_in_shootout, choose=False),
            on_success=self.ferocity,
            combo=self.out_guns_them,
        )

    def opposing_in_shootout(self, card: Card, context: Context) -> bool:
        shootout = self.game.shootout
        return shootout is not None and shootout.in_posse(card) and card.controller is not context.player

    def ferocity(self, context: Context) -> None:
        dude, opponent = performer(context), context.target
        assert opponent is not None
        kit = AbilityKit.effects
        self.apply_ability_effect(context, effect=[kit.modify_bullets(1), kit.modify_value(1)], match=dude)
        self.apply_ability_effect(context, effect=kit.modify_bullets(-1), match=opponent)
        self.game.log.add(
            "{0}'s {1} gets +1 bullets and +1 value, and {2} gets -1 bullets", context.player, dude, opponent
        )

    def out_guns_them(self, context: Context) -> bool:
        opponent = context.target
        return opponent is not None and opponent.in_play and performer(context).bullets > opponent.bullets
