"""Heath's Curiosity Shoppe (23031) — deed, Private.
Controller Noon, Boot: Discard 2 cards. Choose a non-Unique card in your discard pile that
matches the suit of one of the discarded cards and the value of the other discarded card,
and put it into your hand.

Discarding the 2 cards is the ability's cost (§8.1); the card chosen takes the suit of one and
the value of the other, either way round, as printed on the cards (a card in a pile has no
effect on its value). The two cards just discarded are in the discard pile and may be chosen
(ruling heaths-shoppe-may-return-a-discarded-card). With no such card the cards are
discarded for nothing.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card
from engine.zones import Zone


class HeathsCuriosityShoppe(CardScript):
    code = "23031"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=[ability.costs.boot_self(), ability.costs.discard_from_hand(count=2)],
            controller=True,
            message="{player} uses {source}",
            handler=self.find_a_curiosity,
        )

    def find_a_curiosity(self, context: Context) -> Flow:
        first: Card
        second: Card
        first, second = context.data["paid"]

        def matches(card: Card) -> bool:
            suit, value = card.data.suit, card.data.value
            return (suit == first.data.suit and value == second.data.value) or (
                suit == second.data.suit and value == first.data.value
            )

        curiosities = [card for card in context.player.discard if not card.data.unique and matches(card)]
        if not curiosities:
            return None
        card = yield from self.select_card(context, curiosities, "Select a card")
        self.game.actions.put_in_pile(card, Zone.HAND)
        self.game.log.add("{0} puts {1} into their hand", context.player, card)
        return None
