"""Peacemaker (01083) — goods, Weapon.
This dude cannot be changed to a draw, and cannot have their bullets lowered by another
player's Shootout ability.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class Peacemaker(CardScript):
    code = "01083"
    # Weird West Edition: "This dude cannot be changed to a draw. This dude cannot have their
    # bullets lowered by another players' Shootout ability." (one sentence split in two)
    reprints = ("24148",)

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(
            effect=[
                ability.effects.cannot_become_draw(),
                ability.effects.bullets_not_lowered_by_opponents("shootout abilities"),
            ]
        )
