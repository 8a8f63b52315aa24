"""\"Mahogany\" Jackson (24095, Weird West Edition) — Kung Fu 1.
Whenever Mahogany joins a posse, discard the top two cards of your deck."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event


class MahoganyJackson(CardScript):
    code = "24095"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # A trait, like Irving Patterson's: it fires without a choice each time she joins
        # a posse, as leader or mark, while the posses form or later (§5.2, §8.2).
        self.trait_reaction(when={"onDudeJoinedPosse": self.mahogany_joins}, handler=self.discard_two)

    def mahogany_joins(self, event: Event) -> bool:
        return event.card is self.card

    def discard_two(self, context: Context) -> None:
        self.game.actions.discard_top_of_deck(context.player, 2)
