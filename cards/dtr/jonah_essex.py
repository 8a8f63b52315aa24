"""Jonah Essex (01042) — dude, Huckster 1.
Other wanted dudes in Jonah's posse get +1 bullets.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class JonahEssex(CardScript):
    code = "01042"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            match=self.other_wanted_dude_in_his_posse, effect=ability.effects.modify_bullets(1)
        )

    def other_wanted_dude_in_his_posse(self, card: Card) -> bool:
        shootout = self.game.shootout
        if shootout is None or card is self.card or not card.is_dude or not card.wanted:
            return False
        side = shootout.posse_of(self.card)
        return side is not None and shootout.posse_of(card) is side
