"""Mount Moriah Cemetery (24120, Weird West Edition) — deed.
Spells played at this location have their cost reduced by 1 (minimum zero).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card, Player


class MountMoriahCemetery(CardScript):
    code = "24120"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cost_modifier(change=self.spells_here_cost_less)

    def spells_here_cost_less(self, player: Player, card: Card, at: str | None) -> int:
        return -1 if card.type == "spell" and at == self.card.uid else 0
