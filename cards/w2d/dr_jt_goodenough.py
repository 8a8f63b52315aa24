"""Dr. JT Goodenough (23017) — dude, Grifter, Mad Scientist.
React, Boot: At the start of the game, search your deck for two different non-Unique Gadget
Weapons and reveal them. Your opponent chooses one to discard. Attach the other to one of
your dudes, paying its ghost rock cost (without inventing). Discard a card.

A Grifter's start-of-game React is used once every starting hand is drawn (§2.2). "Two
different" are two titles; with fewer in the deck, nothing is revealed and the rest of the
text does not happen. Nothing says the deck is shuffled, so it is not. Without the ghost
rock to pay, the Gadget stays in the deck; the card from hand is discarded either way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card

if TYPE_CHECKING:
    from engine.events import Event


class DrJtGoodenough(CardScript):
    code = "23017"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onSetupFinished": self.the_game_starts},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.prototype_trial,
        )

    def the_game_starts(self, event: Event) -> bool:
        return True

    def non_unique_gadget_weapon(self, card: Card) -> bool:
        return card.has_keyword("Gadget") and card.has_keyword("Weapon") and not card.has_keyword("Unique")

    def prototype_trial(self, context: Context) -> Flow:
        player = context.player
        weapons = [card for card in player.deck if self.non_unique_gadget_weapon(card)]
        if len({card.title for card in weapons}) >= 2:
            first = yield from self.select_card(context, weapons)
            second = yield from self.select_card(context, [w for w in weapons if w.title != first.title])
            self.game.log.add("{0} reveals {1} and {2}", player, first, second)
            opponent = player.opponent
            dropped = yield from self.select_card(context, [first, second], player=opponent)
            self.game.actions.discard_from_deck(player, [dropped])
            self.game.log.add("{0} discards {1}", opponent, dropped)
            kept = second if dropped is first else first
            cost = kept.data.cost
            if player.ghost_rock >= cost:
                dude = yield from self.select_card(context, player.dudes(), "Select a dude")
                self.game.actions.pay(player, cost)
                self.game.actions.attach(kept, dude)
                self.game.log.add("{0} attaches {1} to {2} for {3} ghost rock", player, kept, dude, cost)
        if player.hand:
            discarded = yield from self.select_card(context, list(player.hand))
            self.game.actions.discard(discarded)
            self.game.log.add("{0} discards {1}", player, discarded)
