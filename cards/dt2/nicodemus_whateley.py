"""Nicodemus Whateley (24102, Weird West Edition) — dude, Huckster 3.
While your dudes are at in-town deeds, they gain the ability: "Noon, Boot: If this dude
has 1 or more influence, give Nicodemus a control point, to a maximum of 3."
At Nightfall, or if he is ever at home, Nicodemus loses all his control points.

The granted ability is each such dude's own (`grant_action`): booting him pays for it, and
each may use it once a day. The points are tokens on Nicodemus (at most 3); Nightfall is
Sundown after the victory check (as for The Sloane Gang's "at Nightfall"), so they count in
that day's check first. "At home" is his own home: he loses them as he gets there, and a
point given while he is at home is lost at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.log import plural
from engine.model import Card

if TYPE_CHECKING:
    from engine.events import Event

MAXIMUM = 3


class NicodemusWhateley(CardScript):
    code = "24102"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.grant_action(
            to=self.your_dude_at_an_in_town_deed,
            play_type="noon",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.give_nicodemus_a_control_point,
        )
        self.trait_reaction(when={"onSundownAfterVictoryCheck": self.nightfall}, handler=self.lose_them)
        self.trait_reaction(
            when={"onDudeMoved": self.he_is_at_home, "onDudeSentHome": self.he_is_at_home},
            handler=self.lose_them,
        )

    def your_dude_at_an_in_town_deed(self, dude: Card) -> bool:
        where = dude.location
        if where is None or dude not in self.controller.dudes():
            return False
        deed = self.game.locations.card(where)
        return deed is not None and deed.is_deed and self.game.locations.in_town(where)

    def at_home(self) -> bool:
        where = self.card.location
        return where is not None and self.game.locations.is_home(where, self.controller)

    def give_nicodemus_a_control_point(self, context: Context) -> None:
        nicodemus = self.card
        if context.source.influence >= 1 and nicodemus.control_tokens < MAXIMUM:
            self.game.actions.add_control_point(nicodemus)
            self.game.log.add("{0} gives {1} a control point", context.player, nicodemus)
            if self.at_home():
                self.lose_them(context)

    def nightfall(self, event: Event) -> bool:
        return True

    def he_is_at_home(self, event: Event) -> bool:
        # Checked whenever a dude moves: he has points only while away from home.
        return self.at_home()

    def lose_them(self, context: Context) -> None:
        lost = self.game.actions.remove_control_points(self.card)
        if lost:
            self.game.log.add("{0} loses {1}", self.card, plural(lost, "control point"))
