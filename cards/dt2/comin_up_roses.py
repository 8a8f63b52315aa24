"""Comin' Up Roses (24234, Weird West Edition) — action.
Resolution: Choose a card in your draw hand with no duplicate value in that hand. Change
the card to the suit of your choice.
Cheatin' Resolution: Change one or two cards in your draw hand to the suit and value of
your choice. Their new values cannot match another value in that hand. For the rest of the
shootout, while your hand contains a legal flush or straight, you have +2 hand rank.

A changed card keeps counting as that face until it leaves the draw hand (§5.6); the hand
is ranked again once the change is made. The +2 is read whenever the hand rank is, this
round's hand and any later round's (engine.hand_rank).
"""

from __future__ import annotations

from engine.draw_hands import by_face, playing_card
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.hands import Rank
from engine.model import Card, Player

FLUSHES_AND_STRAIGHTS = (Rank.STRAIGHT, Rank.FLUSH, Rank.STRAIGHT_FLUSH)
#: "One or two cards": the second is optional.
DONE = "done"


class CominUpRoses(CardScript):
    code = "24234"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="resolution",
            condition=self.a_card_with_no_duplicate_value,
            message="{player} plays {source}",
            handler=self.change_a_suit,
        )
        # Only against an illegal hand, one cheatin' resolution per player per round: the
        # play type's own rule (engine.abilities.cheatin_refusal, §5.6).
        self.action(
            play_type="cheatin resolution",
            message="{player} plays {source}",
            handler=self.change_one_or_two_cards,
        )

    def a_card_with_no_duplicate_value(self, context: Context) -> bool:
        return bool(self.without_duplicate_value(context.player))

    def without_duplicate_value(self, player: Player) -> list[Card]:
        values = [playing_card(card).value for card in player.draw_hand]
        return [card for card in player.draw_hand if values.count(playing_card(card).value) == 1]

    def change_a_suit(self, context: Context) -> Flow:
        card = yield from self.select_draw_hand_card(
            context, among=self.without_duplicate_value(context.player)
        )
        was = playing_card(card)
        suit = yield from self.choose_suit(context)
        self.change(context, card, was.value, suit)

    def change_one_or_two_cards(self, context: Context) -> Flow:
        you = context.player
        card = yield from self.select_draw_hand_card(context)
        yield from self.change_face(context, card)
        others = {face: c for face, c in by_face(you.draw_hand).items() if c is not card}
        answer = yield from self.choose_option(context, [*others, DONE], "Select a card")
        if answer != DONE:
            yield from self.change_face(context, others[answer])
        if self.game.shootout is None:
            return  # a Cheatin' Resolution in lowball: no shootout to last for
        self.until_end_of_shootout(
            context,
            targets_players=True,
            effect=AbilityKit.effects.modify_hand_rank_by_player(self.two_while_a_legal_flush_or_straight),
        )
        self.game.log.add("{0} has +2 hand rank while their hand is a legal flush or straight", you)

    def change_face(self, context: Context, card: Card) -> Flow:
        others = {playing_card(c).value for c in context.player.draw_hand if c is not card}
        value, suit = yield from self.choose_suit_and_value(
            context, [v for v in range(1, 14) if v not in others]
        )
        self.change(context, card, value, suit)

    def change(self, context: Context, card: Card, value: int, suit: str) -> None:
        was = playing_card(card)
        self.game.actions.change_draw_hand_card(card, value, suit)
        self.game.log.add(
            "{0} changes {1} in their draw hand to {2}", context.player, str(was), str(playing_card(card))
        )
        self.game.actions.rank_draw_hand(context.player)

    def two_while_a_legal_flush_or_straight(self, player: Player) -> int:
        result = self.game.hand_results.get(player.index)
        legal_run = result is not None and not result.cheatin and result.rank in FLUSHES_AND_STRAIGHTS
        return 2 if player is self.card.owner and legal_run else 0
