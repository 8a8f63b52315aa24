""" "Professor" Duncan (Exp.1) (23015) — dude, Shaman.
While at a location with a Totem, Duncan is a stud.

React: After you play a Totem at Duncan's location, draw a card if it is the only Totem
with that name at that location.

Any player's Totem planted where Duncan stands makes him a stud (§1.2: a Totem attaches
to the location). The React's "if" is read once the Totem is planted, so the new one
counts: a second Totem of the same name there draws nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.totems import is_totem, totem_location, totems_at

if TYPE_CHECKING:
    from engine.events import Event


class ProfessorDuncanExp1(CardScript):
    code = "23015"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            condition=self.at_a_location_with_a_totem, effect=ability.effects.set_as_stud()
        )
        self.reaction(
            when={"onCardEntersPlay": self.you_play_a_totem_at_his_location},
            message="{player} uses {source}",
            handler=self.study_it,
        )

    def at_a_location_with_a_totem(self) -> bool:
        where = self.card.location
        return where is not None and bool(totems_at(self.game, where))

    def you_play_a_totem_at_his_location(self, event: Event) -> bool:
        totem = event.card
        return (
            is_totem(totem)
            and totem.controller is self.controller
            and self.card.location is not None
            and totem_location(totem) == self.card.location
        )

    def study_it(self, context: Context) -> None:
        assert context.event is not None and self.card.location is not None
        title = context.event.card.title
        if [t.title for t in totems_at(self.game, self.card.location)].count(title) == 1:
            self.game.actions.draw(context.player, 1)
            self.game.log.add("{0} draws a card", context.player)
