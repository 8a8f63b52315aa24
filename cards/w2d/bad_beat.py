"""Bad Beat (23052) — action.
Cheatin' Resolution: Discard the cheatin' player's draw hand and replace it with the top five
cards of their deck. If the replacement draw hand is cheatin', take up to 2 ghost rock from
that player.

The new hand is the cheater's own cards, ranked again (§5.6, `engine.draw_hands`); "up to 2"
takes what the cheater has, at most 2 (§9.1).
"""

from __future__ import annotations

from engine.draw_hands import replace_draw_hand
from engine.dsl import AbilityKit, CardScript, Context
from engine.log import Message, message


class BadBeat(CardScript):
    code = "23052"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="cheatin resolution", message=self.announce, handler=self.redeal)

    def announce(self, context: Context) -> Message:
        return message(
            "{player} plays {source} against {opponent}'s cheatin' hand", opponent=context.player.opponent
        )

    def redeal(self, context: Context) -> None:
        you, cheater = context.player, context.player.opponent
        result = replace_draw_hand(self.game, cheater, cheater)
        if result.cheatin:
            taken = self.game.actions.take_ghost_rock(you, cheater, 2)
            if taken:
                self.game.log.add("{0} takes {1} ghost rock from {2}", you, taken, cheater)
