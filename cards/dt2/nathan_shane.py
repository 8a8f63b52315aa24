"""Nathan Shane (24031, Weird West Edition) — dude.
Shootout, Boot: Look at a number of random cards in an opponent's hand up to Nathan's
Bullets. You may discard one revealed action card.

"Up to": looking at fewer cards only ever tells the player less, so Nathan looks at as
many as his bullets now allow (all of the hand if it holds fewer, none at 0 bullets).
Only an action card among those seen may be discarded, and only one.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class NathanShane(CardScript):
    code = "24031"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.read_their_hand,
        )

    def read_their_hand(self, context: Context) -> Flow:
        opponent = context.player.opponent
        seen = self.look_at_random_cards(context, opponent, self.card.bullets)
        actions = [card for card in seen if card.type == "action"]
        card = yield from self.may_select_card(context, actions, "Select a card")
        if card is not None:
            self.game.actions.discard(card, by=context.player)
            self.game.log.add("{0} discards {1} from {2}'s hand", context.player, card, opponent)
