"""Devil's Six Gun (19029) — goods, Weapon • Mystical • Gadget • Difficulty 6.
This dude is a stud.

Cheatin' Resolution, Boot: Search your Boot Hill, discard pile, and deck for a joker. Put the
joker in your draw hand, declare a suit and value for it, and discard a card from your draw
hand. Before you discard your draw hand, shuffle the joker back into your deck.

The joker counts as the declared face while it stays in the draw hand (§5.6), which is ranked
again once a card is discarded. With no joker found, the card is booted for nothing. When the
draw hand is discarded, the joker goes back into the deck instead, shuffled
(`engine.draw_hands.shuffle_back_before_discard`).
"""

from __future__ import annotations

from engine.draw_hands import playing_card, shuffle_back_before_discard
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card, Player


class DevilsSixGun(CardScript):
    code = "19029"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(effect=ability.effects.set_as_stud())
        # Only against an illegal hand, one cheatin' resolution per player per round: the
        # play type's own rule (engine.abilities.cheatin_refusal, §5.6).
        self.action(
            play_type="cheatin resolution",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.draw_the_devils_card,
        )

    def jokers(self, player: Player) -> list[Card]:
        piles = [*player.boot_hill, *player.discard, *player.deck]
        return [card for card in piles if card.data.is_joker]

    def draw_the_devils_card(self, context: Context) -> Flow:
        you = context.player
        jokers = self.jokers(you)
        if not jokers:
            self.game.log.add("{0} finds no joker", you)
            return
        joker = yield from self.select_card(context, jokers, "Select a card")
        self.game.actions.put_into_draw_hand(joker, you)
        value, suit = yield from self.choose_suit_and_value(context)
        self.game.actions.change_draw_hand_card(joker, value, suit)
        shuffle_back_before_discard(joker)
        self.game.log.add("{0} puts {1} into their draw hand as {2}", you, joker, str(playing_card(joker)))
        card = yield from self.select_draw_hand_card(context)
        face = str(playing_card(card))
        self.game.actions.discard(card)
        self.game.log.add("{0} discards {1} from their draw hand", you, face)
        self.game.actions.rank_draw_hand(you)
