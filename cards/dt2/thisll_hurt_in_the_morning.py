"""This'll Hurt in the Morning (24240, Weird West Edition) — Action.
Cheatin' Resolution: Discard one or two cards of your choice in an opponent's cheatin' hand.
Replace them with cards drawn from their owner's deck. If your hand is legal, then for each
card discarded, your opponent must either pay you 1 ghost rock or ace the card.

The play type's own rule allows it only against a cheatin' hand (§5.6). The replacements
come from each discarded card's owner's deck (a card dealt by Bottom Dealin' is the dealer's)
and the hand is ranked again: it may stay cheatin'. "Your hand is legal" is read after the
discards; per card the opponent picks, and one who cannot pay 1 ghost rock aces it (from the
discard pile it went to; a joker is already in Boot Hill).
"""

from __future__ import annotations

from engine.draw_hands import by_face, playing_card, replace_draw_hand_cards
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.log import Message, message
from engine.model import Card

DONE = "done"
PAY = "pay 1 ghost rock"
ACE = "ace the card"


class ThisllHurtInTheMorning(CardScript):
    code = "24240"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="cheatin resolution", message=self.announce, handler=self.hurt)

    def announce(self, context: Context) -> Message:
        return message(
            "{player} plays {source} against {opponent}'s cheatin' hand", opponent=context.player.opponent
        )

    def hurt(self, context: Context) -> Flow:
        player = context.player
        cheater = player.opponent
        first = yield from self.select_draw_hand_card(context, cheater)
        chosen = [first]
        others = by_face([card for card in cheater.draw_hand if card is not first])
        second = yield from self.choose_option(context, [*others, DONE], "Select a card")
        if second != DONE:
            chosen.append(others[second])
        faces = " and ".join(str(playing_card(card)) for card in chosen)
        replace_draw_hand_cards(self.game, cheater, chosen)
        them = "them" if len(chosen) > 1 else "it"
        self.game.log.add(
            "{0} discards {1} from {2}'s draw hand and replaces {3}", player, faces, cheater, them
        )
        self.game.actions.rank_draw_hand(cheater)
        if self.reveals_cheatin(player):
            return
        for card in chosen:
            yield from self.pay_or_ace(context, card)

    def pay_or_ace(self, context: Context, card: Card) -> Flow:
        player = context.player
        you_pay = player.opponent
        options = [PAY, ACE] if you_pay.ghost_rock >= 1 else [ACE]
        answer = yield from self.choose_option(context, options, "Select an option", player=you_pay)
        if answer == PAY:
            self.game.actions.pay(you_pay, 1)
            self.game.actions.gain(player, 1)
            self.game.log.add("{0} pays {1} 1 ghost rock for {2}", you_pay, player, card)
        else:
            self.game.actions.ace(card)
            self.game.log.add("{0} aces {1}", you_pay, card)
