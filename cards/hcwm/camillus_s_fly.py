"""Camillus S. Fly (22028, Hell's Comin' With Me) — dude.
React: After Camillus enters play during High Noon, one of your other dudes becomes a stud.

However he enters play in the High Noon phase (hired, or brought in by an ability), one of
your other dudes, booted or not, anywhere, becomes a stud. A React with no stated duration
lasts until the end of the phase (§8.3): the dude is a stud for the rest of High Noon.
With no other dude of yours there is nothing to react with.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card

if TYPE_CHECKING:
    from engine.events import Event


class CamillusSFly(CardScript):
    code = "22028"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onCardEntersPlay": self.he_enters_play_during_high_noon},
            message="{player} uses {source}",
            handler=self.make_a_stud,
        )

    def he_enters_play_during_high_noon(self, event: Event) -> bool:
        return event.card is self.card and self.phase == "high noon" and bool(self.your_other_dudes())

    def your_other_dudes(self) -> list[Card]:
        return [dude for dude in self.controller.dudes() if dude is not self.card]

    def make_a_stud(self, context: Context) -> Flow:
        dude = yield from self.select_card(context, self.your_other_dudes(), "Select a dude")
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.set_as_stud())
        self.game.log.add("{0} makes {1} a stud", context.player, dude)
