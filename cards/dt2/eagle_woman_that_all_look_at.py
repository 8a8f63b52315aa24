"""Eagle Woman That All Look At (24064, Weird West Edition) — dude, Shaman 2.
If you are First Peoples, reduce the cost to play Eagle Woman by the influence of one of
your dudes, and she may enter play at that dude's location.
Your shamans gain, "Noon/Shootout: Boot a Spirit at this location to move Eagle Woman
here. If this is a shootout, she joins your posse. You may boot a dude at this location."

The dude is chosen as she is played, paying her cost (`engine.costs.ChosenReduction`);
she may then enter play where he stands instead of at home.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.dsl import AbilityKit, CardScript
from engine.model import Card, Player


class EagleWomanThatAllLookAt(CardScript):
    code = "24064"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cost_reduced_by_choice(candidates=self.your_dudes, amount=self.influence, enter_at=True)

    def your_dudes(self, player: Player) -> Sequence[Card]:
        return player.dudes() if self.is_faction(player, "First Peoples") else []

    def influence(self, dude: Card) -> int:
        return dude.influence
