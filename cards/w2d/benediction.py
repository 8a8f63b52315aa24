"""Benediction (23044) — spell, Miracle.
Noon Miracle 6: Choose another dude at this or an adjacent location. That dude has +2 to each
of their skill ratings (the skills are Huckster, Blessed, Shaman, and Mad Scientist). If they
do not have a skill, this dude has +1 bullets.

Any player's dude may be chosen. A dude with no skill gains none; the Blessed gains +1
bullets instead. Both last the day (a Noon ability's effect, §8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.effects import SKILLS
from engine.model import Card


class Benediction(CardScript):
    code = "23044"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            difficulty=6,
            target=Target(prompt="Select a dude", condition=self.another_dude_nearby),
            on_success=self.bless,
        )

    def another_dude_nearby(self, dude: Card, context: Context) -> bool:
        return dude is not self.parent and self.is_nearby(dude)

    def bless(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        effects = AbilityKit.effects
        self.apply_ability_effect(context, match=dude, effect=effects.modify_each_skill_rating(2))
        if any(dude.skill(skill) is not None for skill in SKILLS):
            self.game.log.add("{0} gives {1} +2 to each of their skill ratings", context.player, dude)
            return
        blessed = self.parent
        assert blessed is not None
        self.apply_ability_effect(context, match=blessed, effect=effects.modify_bullets(1))
        self.game.log.add("{0} gives {1} +1 bullets", context.player, blessed)
