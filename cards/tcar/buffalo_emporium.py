"""Buffalo Emporium (19023) — deed, Private • Ranch.
Controller Noon, Boot: Your dude at this location cannot be booted or moved by opposing card
effects. If that dude is an Abomination, unboot that dude, and your posse has a +1 stud bonus
while that dude is in your posse.

A Noon ability's effects last the day (§8.3): the restriction (`engine.restrictions`) and the
posse's bonus (`engine.shootout_draw`) both end with it.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class BuffaloEmporium(CardScript):
    code = "19023"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", controller="current", condition=self.at_this_location),
            message="{player} uses {source} on {target}",
            handler=self.shelter,
            controller=True,
        )

    def at_this_location(self, card: Card, context: Context) -> bool:
        return card.location == self.game.actions.location_of(self.card)

    def shelter(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        effects = AbilityKit.effects
        self.apply_ability_effect(
            context, match=dude, effect=[effects.cannot_be_booted(), effects.cannot_be_moved()]
        )
        if dude.has_keyword("Abomination"):
            self.game.actions.unboot(dude)
            self.apply_ability_effect(context, match=dude, effect=effects.gives_posse_bonus("stud"))
            self.game.log.add("{0} unboots {1}", context.player, dude)
