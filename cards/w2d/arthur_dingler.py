"""Arthur Dingler (23005) — dude, Grifter, Mad Scientist.
React, Boot: At the start of the game, look at the top 5 cards of your deck. You may
discard them, shuffle them into your deck, or return them to your deck in the same order.
Take 1 ghost rock from the bank and add it to the pot for the Gamblin' phase.

A Grifter's start-of-game React is used once every starting hand is drawn (§2.2), before
the first ante: the ghost rock added is won with the antes (§3.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.events import Event

DISCARD = "discard them"
SHUFFLE = "shuffle them into your deck"
RETURN = "return them in the same order"


class ArthurDingler(CardScript):
    code = "23005"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onSetupFinished": self.the_game_starts},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.stack_the_deck,
        )

    def the_game_starts(self, event: Event) -> bool:
        return True

    def stack_the_deck(self, context: Context) -> Flow:
        player = context.player
        looked = self.look_at_top_of_deck(context, 5)
        choice = yield from self.choose_option(context, [DISCARD, SHUFFLE, RETURN])
        if choice == DISCARD:
            self.game.actions.discard_from_deck(player, looked)
        elif choice == SHUFFLE:
            self.game.actions.shuffle_deck(player)
        self.game.log.add("{0} chooses to {1}", player, choice)
        self.game.actions.add_to_pot(1)
        self.game.log.add("{0} adds 1 ghost rock from the bank to the pot", player)
