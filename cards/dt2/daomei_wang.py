"""Daomei Wang (24013, Weird West Edition) — dude.
React: After Daomei enters play during High Noon, move one of your other Anarchists dudes
(without booting).

However she enters play in the High Noon phase (hired, or brought in by an ability), one
of your other dudes of the Anarchists faction moves to a location of your choice, booted
or not, without booting (§4.2). With no such dude there is nothing to react with.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import CardScript, Context
from engine.flow import Flow
from engine.model import Card

if TYPE_CHECKING:
    from engine.dsl import AbilityKit
    from engine.events import Event

ANARCHISTS = "anarchists"


class DaomeiWang(CardScript):
    code = "24013"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onCardEntersPlay": self.she_enters_play_during_high_noon},
            message="{player} uses {source}",
            handler=self.move_an_anarchist,
        )

    def she_enters_play_during_high_noon(self, event: Event) -> bool:
        return event.card is self.card and self.phase == "high noon" and bool(self.your_other_anarchists())

    def your_other_anarchists(self) -> list[Card]:
        return [
            dude
            for dude in self.controller.dudes()
            if dude is not self.card and ANARCHISTS in dude.data.gangs
        ]

    def move_an_anarchist(self, context: Context) -> Flow:
        dude = yield from self.select_card(context, self.your_other_anarchists(), "Select a dude")
        yield from self.move_to_chosen_location(context, dude)
