"""Mimi "The Nun" O'Brien (23020, Welcome to Deadwood) — dude, Blessed 1.
React Before you take casualties, if Mimi is in your posse you may discard a Miracle from
your hand to suffer 1 fewer casualties this round. If your hand is legal, you suffer 2
fewer casualties instead.

The React comes once this round's casualties are set and before you cover them (§5.7,
§5.8). Discarding the Miracle is its cost ("... to ..."): not offered without one in hand.
"Your hand is legal": your revealed draw hand this round is not cheatin' (§5.6).
"""

from __future__ import annotations

from engine.casualties import remove_casualties
from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.model import Card

MIRACLE = "Miracle"


class MimiTheNunOBrien(CardScript):
    code = "23020"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onBeforeAssigningCasualties": self.you_are_about_to_take_casualties},
            cost=ability.costs.discard_from_hand(self.a_miracle),
            message="{player} uses {source}",
            handler=self.pray,
        )

    def a_miracle(self, card: Card) -> bool:
        return card.has_keyword(MIRACLE)

    def you_are_about_to_take_casualties(self, event: Event) -> bool:
        return event.player is self.controller and self.in_its_shootout()

    def pray(self, context: Context) -> None:
        fewer = 1 if self.reveals_cheatin(context.player) else 2
        remove_casualties(self.game, context.player, fewer)
