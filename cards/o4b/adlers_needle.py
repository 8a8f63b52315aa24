"""Adler's Needle (21046) — goods, Melee • Weapon • Unique, +2 bullets.
Shootout, Boot: Choose an opposing dude at this or an adjacent location not in the shootout.
That dude's controller may have that dude join their posse. If that dude does not join, this
dude gains a permanent control point. If this dude has higher grit than that dude and they do
not join, that dude gets -1 influence while not at home until after Sundown.

The dude is chosen (protection from being chosen applies) among the other player's dudes in no
posse, nearby (§4.1). Joining brings him to the fight without booting (`move_into_posse`).
Refused, this dude gets a control point token; a grittier one also gives that dude -1
influence, read only while he is away from home, until the day ends with Sundown (§3.4, §8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

JOIN, STAY_OUT = "join the posse", "stay out"


class AdlersNeedle(CardScript):
    code = "21046"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(
                prompt="Select a dude", controller="opponent", condition=self.nearby_outside_the_fight
            ),
            message="{player} uses {source} on {target}",
            handler=self.dare,
        )

    def nearby_outside_the_fight(self, dude: Card, context: Context) -> bool:
        shootout = self.game.shootout
        return shootout is not None and not shootout.in_posse(dude) and self.is_nearby(dude)

    def dare(self, context: Context) -> Flow:
        dude, needler = context.target, self.parent
        assert dude is not None and needler is not None
        answer = yield from self.choose_option(context, [JOIN, STAY_OUT], player=dude.controller)
        if answer == JOIN:
            yield from self.move_into_posse(context, dude)
            self.game.log.add("{0} has {1} join their posse", dude.controller, dude)
            return
        self.game.actions.add_control_point(needler)
        self.game.log.add("{0} gives {1} a permanent control point", context.player, needler)
        if needler.grit > dude.grit:
            self.until_end_of_day(
                context,
                match=dude,
                effect=AbilityKit.effects.modify_influence(-1),
                card_condition=self.not_at_home,
            )
            self.game.log.add("{0} gives {1} -1 influence while not at home", context.player, dude)

    def not_at_home(self, dude: Card) -> bool:
        return dude.location != dude.controller.home.uid
