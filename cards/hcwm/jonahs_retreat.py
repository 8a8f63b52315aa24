"""Jonah's Retreat (22036) — deed, Public • Out of Town.
The player who controls Jonah's Retreat collects its production.

Production normally goes to an owner who also controls the deed, and a deed held by an
opponent produces for nobody (§3.2). Here the controller collects it, whoever owns it: the
deed gives its own production to its controller ("you gain the production of the deed",
`production_goes_to_you`, whose "you" on a deed is the player controlling it, §4.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class JonahsRetreat(CardScript):
    code = "22036"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(match=self.card, effect=ability.effects.production_goes_to_you())
