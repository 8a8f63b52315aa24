"""Bottom Dealin' (01108) — Action.
Cheatin' Resolution: Discard the cheatin' player's draw hand and replace it with the top
five cards of your deck (those cards still go to your discard pile)."""

from __future__ import annotations

from engine.draw_hands import replace_draw_hand
from engine.dsl import AbilityKit, CardScript, Context
from engine.log import Message, message


class BottomDealin(CardScript):
    code = "01108"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Only against an illegal hand, one cheatin' resolution per player per round:
        # the play type's own rule (engine.abilities.cheatin_refusal, §5.6).
        self.action(play_type="cheatin resolution", message=self.announce, handler=self.deal)

    def announce(self, context: Context) -> Message:
        return message(
            "{player} plays {source} against {opponent}'s cheatin' hand", opponent=context.player.opponent
        )

    def deal(self, context: Context) -> None:
        # The dealt cards stay yours: when the hand is discarded they go to your
        # discard pile. The new hand is ranked again (the engine's replace_draw_hand).
        replace_draw_hand(self.game, context.player.opponent, context.player)
