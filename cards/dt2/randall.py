"""Randall (24014, Weird West Edition) — dude.
While you have dudes at three or more different in-town locations, your maximum hand
size is increased by one.

In town is the town square and every location on a street (§4.1); out-of-town deeds do
not count. Randall counts as one of your dudes wherever he stands.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class Randall(CardScript):
    code = "24014"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            targets_players=True,
            condition=self.spread_through_town,
            effect=ability.effects.modify_hand_size(1),
        )

    def spread_through_town(self) -> bool:
        in_town = self.game.locations.in_town
        places = {
            dude.location
            for dude in self.controller.dudes()
            if dude.location is not None and in_town(dude.location)
        }
        return len(places) >= 3
