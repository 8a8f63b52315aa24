"""Roberto Muratore (21028) — dude, Mad Scientist 1.
Noon: Boot Roberto's Experimental Gadget at your in-town deed with 1 control point and pull
twice. If one pull was red, give this deed a control point. If both pulls are red, that
control point is permanent.

The first sentence is a requirement (§8.1): Roberto stands at an in-town deed his player
controls whose control points are exactly 1, and has an unbooted Experimental Gadget to
boot. "If one pull was red" is read as at least one (red is hearts or diamonds); with one,
the deed's control point lasts the day (a Noon ability, §8.3), with both it is a permanent
control point.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card

RED = ("H", "D")


class RobertoMuratore(CardScript):
    code = "21028"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_attachment("Experimental Gadget"),
            condition=self.at_your_in_town_deed_with_1_control_point,
            message="{player} uses {source}",
            handler=self.experiment,
        )

    def his_deed(self) -> Card | None:
        """The deed Roberto stands at, if any."""
        where = self.card.location
        if where is None or not self.game.locations.in_town(where):
            return None
        deed = self.game.locations.card(where)
        return deed if deed is not None and deed.is_deed else None

    def at_your_in_town_deed_with_1_control_point(self, context: Context) -> bool:
        deed = self.his_deed()
        return deed is not None and deed.controller is context.player and deed.control == 1

    def experiment(self, context: Context) -> Flow:
        deed = self.his_deed()
        assert deed is not None
        first = yield from self.pull(context)
        second = yield from self.pull(context)
        reds = [pulled for pulled in (first, second) if pulled.suit in RED]
        if not reds:
            self.game.log.add("{0} pulls no red card", context.player)
            return
        if len(reds) == 2:
            self.game.actions.add_control_point(deed)
            self.game.log.add("{0} gives {1} a permanent control point", context.player, deed)
            return
        self.until_end_of_day(context, match=deed, effect=AbilityKit.effects.modify_control(1))
        self.game.log.add("{0} gives {1} a control point until the end of the day", context.player, deed)
