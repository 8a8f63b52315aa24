"""Takin' Cover (22053, Hell's Comin' With Me) — action.
Shootout: Give one of your dudes -1 bullets. That dude cannot be chosen as a casualty this
round unless you lose this shootout round by 3 or more ranks.

The -1 bullets, a Shootout ability's effect, lasts the shootout (§8.3, §13.13); "this
round" bounds the casualty clause, whose "unless" is read as casualties are chosen, once
the round is decided (as Holy Roller).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target


class TakinCover(CardScript):
    code = "22053"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", controller="current"),
            handler=self.duck,
        )

    def you_do_not_lose_by_3_or_more(self) -> bool:
        return self.lost_round_by(self.controller) < 3

    def duck(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        effects = AbilityKit.effects
        self.apply_ability_effect(context, match=dude, effect=effects.modify_bullets(-1))
        self.until_end_of_shootout_round(
            context,
            match=dude,
            effect=effects.cannot_be_casualty(),
            condition=self.you_do_not_lose_by_3_or_more,
        )
        self.game.log.add(
            "{0} gives {1} -1 bullets and keeps them from being a casualty this round", context.player, dude
        )
