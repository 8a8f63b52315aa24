"""Yuan Min (25002) — dude, Kung Fu 2.
Yuan cannot attach Weapons.

Shootout: Discard a card to search your discard pile for a Tao Technique, reveal it, and add
it to your hand.

"Cannot attach Weapons" is the parent's side of an attachment restriction (§3.5): no play
puts a Weapon on him. The card discarded is the cost, so the search that follows may find
it; a search may come up empty (the ability still costs the card).
"""

from __future__ import annotations

from engine.discard_pile import locked
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.kung_fu import tao
from engine.model import Card
from engine.zones import Zone


class YuanMin(CardScript):
    code = "25002"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cannot_have_attached(self.a_weapon)
        self.action(
            play_type="shootout",
            cost=ability.costs.discard_from_hand(),
            message="{player} uses {source}",
            handler=self.search_for_a_technique,
        )

    def a_weapon(self, card: Card) -> bool:
        return card.has_keyword("Weapon")

    def search_for_a_technique(self, context: Context) -> Flow:
        player = context.player
        found = [] if locked(self.game, player) else [card for card in player.discard if tao(card)]
        if not found:
            self.game.log.add("{0} does not find a Tao Technique", player)
            return
        technique = yield from self.select_card(context, found, "Select a card")
        self.game.actions.put_in_pile(technique, Zone.HAND)
        self.game.log.add("{0} reveals {1} and adds it to their hand", player, technique)
