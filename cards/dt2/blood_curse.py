"""Blood Curse (24189, Weird West Edition) — spell, Hex.
Noon Hex 9, Boot: A dude at a nearby location gets -1 influence and -1 bullets.

The Base Set Blood Curse (01103) also prints "Shootout Hex 9, Boot: One opposing dude
gets –2 bullets"; this printing has only the Noon spell ("a nearby location" is the
Base Set's "this or an adjacent location"), so it has its own script: the Base Set card
without its Shootout spell.
"""

from __future__ import annotations

from cards.dtr.blood_curse import BloodCurse
from engine.dsl import AbilityKit


class BloodCurseWeirdWest(BloodCurse):
    code = "24189"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.noon_curse(ability)
