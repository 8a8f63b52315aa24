"""Virginia Ann Earp (20030, Too Tough to Die) — dude.
While Virginia is in a shootout, hand ranks cannot be modified by Shootout, React, or non-
Cheatin' Resolution abilities.

"In a shootout" is in a posse of the shootout going on: a Virginia at the fight's location
who did not join leaves hand ranks be. The lock holds for every player's hand, hers too.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class VirginiaAnnEarp(CardScript):
    code = "20030"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            targets_players=True,
            target_controller="any",
            condition=self.virginia_is_in_a_shootout,
            effect=ability.effects.hand_ranks_locked("Shootout", "React", "Resolution"),
        )

    def virginia_is_in_a_shootout(self) -> bool:
        shootout = self.game.shootout
        return shootout is not None and shootout.in_posse(self.card)
