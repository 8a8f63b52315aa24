"""Bobo (01007) — dude, Abomination.
Bobo gains a bullet bonus equal to the highest Huckster skill rating in play.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class Bobo(CardScript):
    code = "01007"
    reprints = ("24045",)  # Weird West Edition: "Bobo gets a bullet bonus equal to ..."

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.dynamic_bullets(self.highest_huckster_rating))

    def highest_huckster_rating(self, card: Card) -> int:
        ratings = (dude.skill("huckster") for dude in self.game.cards_in_play() if dude.is_dude)
        return max((rating for rating in ratings if rating is not None), default=0)
