"""Hao-T'e Zui, The Mad Monk (24025, Weird West Edition) — dude, Harrowed • Kung Fu 3.
If you are Anarchists, reduce the cost to play Hao-T'e Zui by the number of different
locations with at least one of your dudes.
Shootout, Boot: Discard an opposing goods.

"Your dudes" are counted where they stand as he is played, home included. An "opposing"
goods in a shootout is one on a dude in the opposing posse (§5); it is selected, not chosen.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card, Player


class HaoTeZui(CardScript):
    code = "24025"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cost_modifier(change=self.spread_out, own=True)
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(
                prompt="Select a goods", card_type="goods", condition=self.opposing_goods, choose=False
            ),
            message="{player} uses {source} to discard {target}",
            handler=self.discard_the_goods,
        )

    def spread_out(self, player: Player, card: Card, at: str | None) -> int:
        if not self.is_faction(player, "Anarchists"):
            return 0
        return -len({dude.location for dude in player.dudes()})

    def opposing_goods(self, goods: Card, context: Context) -> bool:
        return goods.parent in self.opposing_posse

    def discard_the_goods(self, context: Context) -> None:
        assert context.target is not None
        self.game.actions.discard(context.target, by=context.player)
