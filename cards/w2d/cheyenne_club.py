"""Cheyenne Club (23034) — deed, Private.
Controller Noon, Boot: Choose a dude at this or an adjacent location. That dude has +1 to
each of their skill ratings (the skills are Mad Scientist, Blessed, Huckster, and Shaman).

Any player's dude may be chosen; a dude with no skill gains none. A Noon ability's effect
lasts the day (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class CheyenneClub(CardScript):
    code = "23034"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            controller=True,
            target=Target(prompt="Select a dude", condition=self.here_or_next_door),
            message="{player} uses {source} on {target}",
            handler=self.talk_shop,
        )

    def here_or_next_door(self, dude: Card, context: Context) -> bool:
        return self.is_nearby(dude)

    def talk_shop(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_each_skill_rating(1))
        self.game.log.add("{0} gives {1} +1 to each of their skill ratings", context.player, dude)
