"""Wylie Jenks (02004, New Town, New Rules) — dude, Deputy.
Wylie has +1 bullet for each wanted dude in the opposing posse.

"The opposing posse" is the one facing Wylie's: he must be in a shootout, in a posse.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class WylieJenks(CardScript):
    code = "02004"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.dynamic_bullets(self.wanted_dudes_opposing_him))

    def wanted_dudes_opposing_him(self, wylie: Card) -> int:
        if not self.in_its_shootout():
            return 0
        return sum(1 for dude in self.opposing_posse if dude.wanted)
