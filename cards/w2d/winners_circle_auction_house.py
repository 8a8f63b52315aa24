"""Winner's Circle Auction House (23036) — deed, Public.
This deed has +1 control points for each player with a dude at this deed.

Counted whenever the deed's control points are read (the victory check, §10): each player
with at least one dude here adds one, however many dudes they have here.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class WinnersCircleAuctionHouse(CardScript):
    code = "23036"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(match=self.card, effect=ability.effects.dynamic_control(self.bidders_here))

    def bidders_here(self, deed: Card) -> int:
        return len({dude.controller.index for dude in self.game.locations.dudes_at(deed.uid)})
