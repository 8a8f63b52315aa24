"""Sherman Mortgage (24124, Weird West Edition) — deed.
When a shootout starts, boot this deed.
While unbooted, increase the cost of each other player's deeds by 1 for every four deeds
that player owns (round down).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.model import Card, Player


class ShermanMortgage(CardScript):
    code = "24124"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(
            when={"onShootoutPhaseStarted": self.a_shootout_starts},
            message="{player} boots {source} as a shootout starts",
            handler=self.boot_this_deed,
        )
        self.cost_modifier(change=self.other_players_deeds_cost_more)

    def a_shootout_starts(self, event: Event) -> bool:
        return True

    def boot_this_deed(self, context: Context) -> None:
        self.game.actions.boot(self.card)

    def other_players_deeds_cost_more(self, player: Player, card: Card, at: str | None) -> int:
        # The deeds that player owns are those in play: the one being built is not yet.
        if self.card.booted or card.type != "deed" or player is self.controller:
            return 0
        return len(player.deeds()) // 4
