"""Property Is Theft (20002, Too Tough to Die) — outfit, 108 Righteous Bandits.
After your opponent reveals a cheatin' hand during a shootout, they must pay the bank 1
ghost rock, if able. If your hand is legal, they pay you instead.
React, Boot: After you pay another player at least 1 ghost rock, draw a card. If this is a
shootout, draw an additional card. You may discard 1 card, or up to 2 if this is a
shootout.

The first text is a trait on the reveal (§8.2), as Bass Reeves'; a cheater with no ghost
rock pays nothing ("if able"). Paying another player (§9.1) is `actions.pay_player`, whose
`onGhostRockPaid` event the React answers; ghost rock a player takes from you is not a
payment of yours.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow

PENALTY = 1


class PropertyIsTheft(CardScript):
    code = "20002"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(
            when={"onDrawHandsRevealed": self.opponent_cheats_in_a_shootout}, handler=self.fine
        )
        self.reaction(
            when={"onGhostRockPaid": self.you_pay_another_player},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.draw_and_discard,
        )

    def opponent_cheats_in_a_shootout(self, event: Event) -> bool:
        return self.game.shootout is not None and self.reveals_cheatin(self.controller.opponent)

    def fine(self, context: Context) -> None:
        you = context.player
        cheater = you.opponent
        if cheater.ghost_rock < PENALTY:
            return
        if self.reveals_cheatin(you):
            self.game.actions.pay(cheater, PENALTY)
            self.game.log.add("{0} pays the bank 1 ghost rock for {1}", cheater, self.card)
        else:
            self.game.actions.pay_player(cheater, you, PENALTY)
            self.game.log.add("{0} pays {1} 1 ghost rock for {2}", cheater, you, self.card)

    def you_pay_another_player(self, event: Event) -> bool:
        # The event reports a payment of 1 ghost rock or more ("at least 1") from one
        # player to another: paying is always to another player.
        return bool(event.player is self.controller)

    def draw_and_discard(self, context: Context) -> Flow:
        in_a_shootout = self.game.shootout is not None
        player = context.player
        drawn = self.game.actions.draw(player, 2 if in_a_shootout else 1)
        self.game.log.add("{0} draws {1} with {2}", player, _cards(len(drawn)), self.card)
        discarded = yield from self.select_cards(
            context, player.hand, "Select a card", minimum=0, maximum=2 if in_a_shootout else 1
        )
        for card in discarded:
            self.game.actions.discard(card)
            self.game.log.add("{0} discards {1}", player, card)


def _cards(count: int) -> str:
    return "a card" if count == 1 else f"{count} cards"
