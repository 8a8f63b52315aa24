"""Tyxarglenak (01012) — dude, Abomination.
Other players cannot choose or affect your Hucksters at this location with action cards if
they could legally choose to affect Tyxarglenak instead.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class Tyxarglenak(CardScript):
    code = "01012"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.redirect_choices(protects=self.your_huckster_here, kind="action cards")

    def your_huckster_here(self, dude: Card) -> bool:
        return (
            dude.has_keyword("Huckster")
            and dude.controller is self.controller
            and dude.location == self.card.location
        )
