"""Virgil Earp (22022, Hell's Comin' With Me) — dude.
Cheatin' Resolution: Choose up to three bounty on dudes in the opposing posse. If your hand is
legal, you may choose up to five bounty. Lower your opponent's hand rank by that amount. Your
opponent may remove the chosen bounty.

The bounty is chosen dude by dude, each at most the bounty he has, together at most three
(five while your own revealed hand is legal, §5.6); the opponent's hand is lowered by the
total. Then the opponent decides once for all of it whether the chosen bounty is removed
(from the dudes it was chosen on) or stays.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card

UP_TO = 3
UP_TO_WITH_A_LEGAL_HAND = 5
REMOVE, KEEP = "remove the bounty", "keep the bounty"


class VirgilEarp(CardScript):
    code = "22022"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="cheatin resolution", message="{player} uses {source}", handler=self.law_and_order
        )

    def your_hand_is_legal(self, context: Context) -> bool:
        result = self.game.hand_results.get(context.player.index)
        return result is not None and not result.cheatin

    def law_and_order(self, context: Context) -> Flow:
        you, opponent = context.player, context.player.opponent
        left = UP_TO_WITH_A_LEGAL_HAND if self.your_hand_is_legal(context) else UP_TO
        chosen: dict[Card, int] = {}
        for dude in self.opposing_posse:
            # Nobody is asked about a dude without bounty, nor once the limit is reached.
            amount = yield from self.choose_number(
                context, maximum=min(dude.bounty, left), prompt=f"Select bounty on {dude.title}"
            )
            if amount:
                chosen[dude] = amount
                left -= amount
        total = sum(chosen.values())
        if total == 0:
            return
        if self.game.actions.modify_rank(opponent, -total):
            self.game.log.add("{0} lowers {1}'s hand rank by {2}", you, opponent, total)
        answer = yield from self.choose_option(context, [REMOVE, KEEP], "Select an option", player=opponent)
        if answer == REMOVE:
            for dude, amount in chosen.items():
                self.game.actions.remove_bounty(dude, amount)
                self.game.log.add("{0} removes {1} bounty from {2}", opponent, amount, dude)
