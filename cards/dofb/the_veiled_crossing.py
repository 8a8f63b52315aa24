"""The Veiled Crossing (25035) — deed, Public, Holy Ground.
This deed is adjacent to all other Holy Grounds.

An adjacency link of the deed in play (§4.1, `is_adjacent_to`), both ways, to each other
location with the Holy Ground keyword, printed or granted, whoever owns it.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class TheVeiledCrossing(CardScript):
    code = "25035"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.is_adjacent_to(self.another_holy_ground)

    def another_holy_ground(self, uid: str) -> bool:
        place = self.game.locations.card(uid)
        # "Other": the Crossing is where it is; being "adjacent" to itself changes nothing.
        return place is not None and place.has_keyword("Holy Ground")
