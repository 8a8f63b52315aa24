"""Philip Swinford (01017) — Each time a player reveals a cheatin' hand and your hand is
legal, you may discard a card from your play hand to draw a card."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.log import message


class PhilipSwinford(CardScript):
    code = "01017"
    # Weird West Edition: "an opponent" cheats — the same, as a cheater's own hand is not legal.
    reprints = ("24066",)

    def setup_abilities(self, ability: AbilityKit) -> None:
        # "you may" makes it optional: a react, and "each time" makes it repeatable.
        self.reaction(
            when={"onDrawHandsRevealed": self.opponent_cheats_against_legal_hand},
            cost=ability.costs.discard_from_hand(),
            repeat=True,
            message=lambda context: message(
                "{player} uses {source} to discard {paid} and draw a card", paid=context.paid_card
            ),
            handler=self.draw_a_card,
        )

    def opponent_cheats_against_legal_hand(self, event: Event) -> bool:
        results = self.game.hand_results
        mine = results.get(self.controller_now.index)
        if mine is None or mine.cheatin:
            return False
        return any(result.cheatin for index, result in results.items() if index != self.controller_now.index)

    def draw_a_card(self, context: Context) -> None:
        self.game.actions.draw(context.player, 1)
