"""Play for Blood (23051) — action.
Resolution: If draw hand ranks are tied, increase your draw hand rank by 1.

Noon: Draw a card and discard a card.

"Tied" compares the two revealed draw hands' ranks as they stand when the card is played,
this round's modifiers included (§5.6); otherwise the card does nothing. The discard is any
card of the hand, the one just drawn included.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class PlayForBlood(CardScript):
    code = "23051"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="resolution", message="{player} plays {source}", handler=self.break_the_tie)
        self.action(play_type="noon", message="{player} plays {source}", handler=self.draw_and_discard)

    def break_the_tie(self, context: Context) -> None:
        you = context.player
        if self.hand_rank(you) == self.hand_rank(you.opponent) and self.game.actions.modify_rank(you, 1):
            self.game.log.add("{0} increases their hand rank by 1", you)

    def draw_and_discard(self, context: Context) -> Flow:
        player = context.player
        self.game.actions.draw(player, 1)
        self.game.log.add("{0} draws a card", player)
        if player.hand:
            card = yield from self.select_card(context, list(player.hand), "Select a card")
            self.game.actions.discard(card)
            self.game.log.add("{0} discards {1}", player, card)
