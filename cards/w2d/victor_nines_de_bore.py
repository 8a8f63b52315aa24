"""Victor "Nines" de Boré (23011) — dude, Huckster.
Victor has a bonus to his Huckster skill equal to the number of Abominations at his
location. This bonus cannot exceed +4.

Every Abomination at his location counts, whoever controls it.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card

MAXIMUM = 4


class VictorNinesDeBore(CardScript):
    code = "23011"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.modify_skill_rating(self.abominations_here, "Huckster"))

    def abominations_here(self, victor: Card) -> int:
        here = self.game.locations.dudes_at(victor.location) if victor.location else []
        count = sum(1 for dude in here if dude.has_keyword("Abomination"))
        return min(count, MAXIMUM)
