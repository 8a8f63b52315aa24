"""Worm Canyon (25032) — deed, Private, Out of Town, Strike.
Noon, Boot: Discard your hand, then gain one ghost rock for each card discarded.

Only the cards that really go count: one an effect keeps in the hand earns nothing.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.log import plural
from engine.zones import Zone


class WormCanyon(CardScript):
    code = "25032"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.dig_deep,
        )

    def dig_deep(self, context: Context) -> None:
        player = context.player
        hand = list(player.hand)
        for card in hand:
            self.game.actions.discard(card)
        discarded = sum(card.zone is Zone.DISCARD for card in hand)
        self.game.actions.gain(player, discarded)
        self.game.log.add(
            "{0} discards {1} to gain {2} ghost rock", player, plural(discarded, "card"), discarded
        )
