"""Cliff's #4 Saloon (24137, Weird West Edition) — deed, Public • Saloon.
Controller Noon, Boot: Your dude at a nearby location you control becomes a stud.

Nearby is the saloon itself or a location adjacent to it (§4.1); a location you control
is your home or a deed you control, never the town square (§3.5). A Noon effect lasts
until the end of the day (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card
from engine.phases.noon_actions import controls_location


class CliffsNo4Saloon(CardScript):
    code = "24137"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(
                prompt="Select a dude", condition=self.nearby_where_you_control, controller="current"
            ),
            message="{player} uses {source} on {target}",
            handler=self.make_a_stud,
        )

    def nearby_where_you_control(self, dude: Card, context: Context) -> bool:
        where = dude.location
        return (
            where is not None
            and self.game.locations.nearby(self.card.uid, where)
            and controls_location(self.game, context.player, where)
        )

    def make_a_stud(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.set_as_stud())
        self.game.log.add("{0} makes {1} a stud", context.player, dude)
