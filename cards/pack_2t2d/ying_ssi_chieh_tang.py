"""Ying-Ssi Chieh T'ang (20005, Too Tough to Die) — dude.
Resolution: Pay the opposing posse's controller 1 ghost rock. Draw a card and place it in
your draw hand. Discard a card from your draw hand.

Paying the other side is the ability's cost (§8.1, §9.1): a player without 1 ghost rock
cannot use it. Used only while Ying-Ssi is in a posse (§5.4). The card drawn comes from the
top of the player's deck; the player then discards any card of the six, the new one too,
and the hand is ranked again (§5.6), as with The Ghostly Gun.
"""

from __future__ import annotations

from engine.draw_hands import playing_card
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Player


class YingSsiChiehTang(CardScript):
    code = "20005"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="resolution",
            cost=ability.costs.pay_ghost_rock(1, to=self.the_opposing_side),
            message="{player} pays 1 ghost rock to use {source}",
            handler=self.draw_and_discard,
        )

    def the_opposing_side(self, context: Context) -> Player | None:
        """The opposing posse's controller."""
        shootout = self.game.shootout
        return shootout.opposing(context.player) if shootout is not None else None

    def draw_and_discard(self, context: Context) -> Flow:
        player = context.player
        for card in self.game.actions.deal(player, player, 1):
            self.game.log.add("{0} places {1} in their draw hand", player, str(playing_card(card)))
        card = yield from self.select_draw_hand_card(context)
        face = str(playing_card(card))
        self.game.actions.discard(card)
        self.game.log.add("{0} discards {1} from their draw hand", player, face)
        self.game.actions.rank_draw_hand(player)
