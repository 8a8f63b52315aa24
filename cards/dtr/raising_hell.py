"""Raising Hell (01104) — spell, Hex.
Shootout Hex 8, Boot: Ace a card from your play hand. One Abomination from your Boot Hill
enters play (pay all costs) and joins this Huckster's posse. Ace this card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.shootout import join_posse
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.model import Card


def abomination(card: Card) -> bool:
    return card.has_keyword("Abomination")


class RaisingHell(CardScript):
    code = "01104"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            # The requirement (§8.1): the first sentence, a card in hand to ace.
            condition=self.a_card_in_hand,
            difficulty=8,
            on_success=self.raise_hell,
        )

    def a_card_in_hand(self, context: Context) -> bool:
        return bool(context.player.hand)

    def raise_hell(self, context: Context) -> Flow:
        player, shootout = context.player, self.game.shootout
        aced = yield from self.select_card(context, list(player.hand))
        self.game.actions.ace(aced)
        self.game.log.add("{0} aces {1} from their hand", player, aced)
        plays = self.playable(player, card=abomination, source=Zone.BOOT_HILL, as_shoppin=False)
        risen = yield from self.play_card(context, plays)
        if risen is not None and shootout is not None:
            yield from join_posse(self.game, shootout, risen)
            self.game.log.add("{0} joins {1}'s posse", risen, player)
        self.game.actions.ace(self.card)
        self.game.log.add("{0} aces {1}", player, self.card)
