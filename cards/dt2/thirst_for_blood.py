"""Thirst for Blood (24254, Weird West Edition) — action.
Shootout: Target your dude with 1 or more influence. That dude becomes a stud or gains +2
bullets; you may increase their bounty by 1 to gain both bonuses instead. Reduce that
dude's influence by 1 until after Sundown.

"Your dude" is any of your dudes in play (the text does not ask for one in the posse). The
stud and the bullets last until the end of the shootout, as any Shootout ability's (§8.3);
the -1 influence "until after Sundown" lasts until the day ends (Sundown is its last
phase). Both bonuses cost the bounty: the player picks one of the three.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

STUD = "becomes a stud"
BULLETS = "gains +2 bullets"
BOTH = "raise the bounty by 1 for both"


class ThirstForBlood(CardScript):
    code = "24254"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", controller="current", condition=self.has_influence),
            handler=self.thirst,
        )

    def has_influence(self, card: Card, context: Context) -> bool:
        return card.influence >= 1

    def thirst(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        kit = AbilityKit.effects
        chosen = yield from self.choose_option(context, [STUD, BULLETS, BOTH])
        if chosen == BOTH:
            self.game.actions.add_bounty(dude, 1)
            self.game.log.add("{0} raises the bounty on {1} by 1", context.player, dude)
        if chosen in (STUD, BOTH):
            self.apply_ability_effect(context, match=dude, effect=kit.set_as_stud())
            self.game.log.add("{0} makes {1} a stud", context.player, dude)
        if chosen in (BULLETS, BOTH):
            self.apply_ability_effect(context, match=dude, effect=kit.modify_bullets(2))
            self.game.log.add("{0} gives {1} +2 bullets", context.player, dude)
        self.until_end_of_day(context, match=dude, effect=kit.modify_influence(-1))
        self.game.log.add("{0} gives {1} -1 influence until after Sundown", context.player, dude)
