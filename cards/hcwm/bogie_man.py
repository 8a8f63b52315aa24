"""Bogie Man (22014) — While you have no dudes in Boot Hill, Bogie Man has +1 influence.
Bogie Man gains a bullet bonus equal to the highest printed influence in any Boot Hill.

"Any Boot Hill" is every player's; only dudes print influence, so the highest is read among
the dudes there (0 with none). Both are read whenever his stats are.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class BogieMan(CardScript):
    code = "22014"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            condition=self.no_dudes_in_your_boot_hill, effect=ability.effects.modify_influence(1)
        )
        self.persistent_effect(effect=ability.effects.dynamic_bullets(self.highest_influence_in_boot_hill))

    def no_dudes_in_your_boot_hill(self) -> bool:
        return not any(card.is_dude for card in self.controller.boot_hill)

    def highest_influence_in_boot_hill(self, bogie: Card) -> int:
        return max(
            (card.data.influence for p in self.game.players for card in p.boot_hill if card.is_dude),
            default=0,
        )
