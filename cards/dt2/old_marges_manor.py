"""Old Marge's Manor (24129, Weird West Edition) — deed, Private.
During shootouts, the controller can use ghost rock on this deed to pay for action cards
and Gadget abilities.
Controller React, Boot: Before making a play, move all ghost rock (not bounty) from a card
you control to this deed.
Controller Noon, Boot: Place 1 ghost rock on this deed.

"Before making a play" is the controller's own turn to play in a play window
(engine.windows.before_making_a_play); "a card you control" is any other card of theirs in
play with ghost rock on it.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import Card


class OldMargesManor(CardScript):
    code = "24129"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.ghost_rock_pays_for_action_cards_and_gadgets())
        self.reaction(
            when={"onBeforeMakingAPlay": self.you_are_about_to_play},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.move_it_here,
            controller=True,
        )
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.place_one,
            controller=True,
        )

    def you_are_about_to_play(self, event: Event) -> bool:
        return event.player is self.controller_now and bool(self.cards_with_ghost_rock())

    def cards_with_ghost_rock(self) -> list[Card]:
        you = self.controller_now
        return [
            card
            for card in self.game.cards_in_play()
            if card.ghost_rock and card is not self.card and self.game.controller_of(card) is you
        ]

    def move_it_here(self, context: Context) -> Flow:
        card = yield from self.select_card(context, self.cards_with_ghost_rock(), "Select a card")
        amount = self.game.actions.move_ghost_rock(card, self.card)
        self.game.log.add("{0} moves {1} ghost rock from {2} to {3}", context.player, amount, card, self.card)

    def place_one(self, context: Context) -> None:
        self.game.actions.place_ghost_rock(self.card, 1)
        self.game.log.add("{0} places 1 ghost rock on {1}", context.player, self.card)
