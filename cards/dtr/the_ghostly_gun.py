"""The Ghostly Gun (01009) — dude, Abomination.
Resolution: Put The Ghostly Gun into your draw hand; he becomes the suit and value of your
choice. Discard a card from your draw hand.
"""

from __future__ import annotations

from engine.draw_hands import playing_card
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class TheGhostlyGun(CardScript):
    code = "01009"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Used only while he is in a posse (§5.4); he leaves play, and so his posse, once
        # he is a card of the draw hand.
        self.action(play_type="resolution", message="{player} uses {source}", handler=self.into_the_draw_hand)

    def into_the_draw_hand(self, context: Context) -> Flow:
        gun, player = self.card, context.player
        self.game.actions.put_into_draw_hand(gun, player)
        value, suit = yield from self.choose_suit_and_value(context)
        self.game.actions.change_draw_hand_card(gun, value, suit)
        self.game.log.add("{0} puts {1} into their draw hand as {2}", player, gun, str(playing_card(gun)))
        card = yield from self.select_draw_hand_card(context)
        face = str(playing_card(card))
        self.game.actions.discard(card)
        self.game.log.add("{0} discards {1} from their draw hand", player, face)
        self.game.actions.rank_draw_hand(player)
