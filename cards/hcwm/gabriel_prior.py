"""Gabriel Prior (22007) — Increase Gabriel's Blessed skill checks by the number of your other
dudes at this location.

Added to each Blessed check's total (a miracle's casting pull included), not to his Blessed
rating; the dudes are counted at each check.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class GabrielPrior(CardScript):
    code = "22007"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            effect=ability.effects.skill_check_bonus(self.your_other_dudes_here, "blessed")
        )

    def your_other_dudes_here(self, gabriel: Card) -> int:
        where = gabriel.location
        assert where is not None  # a trait applies only in play
        return sum(
            1
            for dude in self.game.locations.dudes_at(where)
            if dude is not gabriel and self.game.controller_of(dude) is self.controller
        )
