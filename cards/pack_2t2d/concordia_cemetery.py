"""Concordia Cemetery (20033, Too Tough to Die) — deed, Private • Core.
Controller React, Boot: Before a non-token dude opposing your dude is aced in a shootout,
give this deed a permanent +1 production. If that dude had grit 11 or higher, give this deed
a permanent control point.

"Before ... is aced" answers the announcement of the ace (`engine.replacements`): a casualty
about to be aced, or a dude of the opposing posse about to be aced by a card effect. "Opposing
your dude" asks that the deed's controller has a posse in this shootout facing the dude's.
Grit is read as the dude stands when the ace is announced ("had grit").
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.model import Card

GRIT_FOR_A_CONTROL_POINT = 11


class ConcordiaCemetery(CardScript):
    code = "20033"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={
                "onCasualtyWouldBeTaken": self.an_opposing_dude_would_be_aced,
                "onCardWouldBeAced": self.an_opposing_dude_would_be_aced,
            },
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.bury_them,
            controller=True,
        )

    def an_opposing_dude_would_be_aced(self, event: Event) -> bool:
        if event.name == "onCasualtyWouldBeTaken" and event.type != "ace":
            return False
        dude: Card = event.card
        return not dude.data.is_token and dude in self.opposing_posse

    def bury_them(self, context: Context) -> None:
        assert context.event is not None
        dude: Card = context.event.card
        self.permanently(context, effect=AbilityKit.effects.modify_production(1), match=self.card)
        self.game.log.add("{0} gives {1} a permanent +1 production", context.player, self.card)
        if dude.grit >= GRIT_FOR_A_CONTROL_POINT:
            self.game.actions.add_control_point(self.card)
            self.game.log.add("{0} gives {1} a permanent control point", context.player, self.card)
