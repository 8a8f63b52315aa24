"""Lew Esquilin (23009) — dude, Grifter, Huckster.
React, Boot: At the start of the game, look at the top 6 cards of your deck. You may
discard a card from your hand to reveal an Abomination or non-Unique Mystical goods and
add it to your play hand. Return the other cards in your deck in the same order.

A Grifter's start-of-game React is used once every starting hand is drawn (§2.2). The
card taken is one of the six looked at; the others stay on top of the deck as they were.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.events import Event


class LewEsquilin(CardScript):
    code = "23009"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onSetupFinished": self.the_game_starts},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.dig,
        )

    def the_game_starts(self, event: Event) -> bool:
        return True

    def abomination_or_mystical_goods(self, card: Card) -> bool:
        if card.has_keyword("Abomination"):
            return True
        return card.type == "goods" and card.has_keyword("Mystical") and not card.has_keyword("Unique")

    def dig(self, context: Context) -> Flow:
        player = context.player
        looked = self.look_at_top_of_deck(context, 6)
        found = [card for card in looked if self.abomination_or_mystical_goods(card)]
        if not player.hand:
            return
        taken = yield from self.may_select_card(context, found, "Select a card")
        if taken is None:
            return
        discarded = yield from self.select_card(context, list(player.hand), "Select a card")
        self.game.actions.discard(discarded)
        self.game.actions.put_in_pile(taken, Zone.HAND)
        self.game.log.add("{0} discards {1} to reveal {2} and add it to their hand", player, discarded, taken)
