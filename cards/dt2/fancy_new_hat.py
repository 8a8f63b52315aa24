"""Fancy New Hat (24179, Weird West Edition) — goods, Attire; +1 influence.
This dude's influence cannot be reduced by other players' abilities.

"Other players" are those other than the dude's controller; their reductions, by an
ability or a trait, made before or after the Hat came, do not apply while he wears it.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class FancyNewHat(CardScript):
    code = "24179"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(effect=ability.effects.not_reduced_by_other_players("influence"))
