"""`AbilityKit`: what `setup_abilities(self, ability)` receives, so a script writes
`ability.costs.boot_self()` and `ability.effects.modify_bullets(1)` without imports."""

from __future__ import annotations

from engine.abilities import Limit, Target
from engine.dsl.costs import CostCatalogue
from engine.dsl.effects import EffectCatalogue


class AbilityKit:
    """What `setup_abilities` receives: `ability.effects`, `ability.costs`, `ability.limit`."""

    effects = EffectCatalogue
    costs = CostCatalogue
    limit = Limit
    target = Target
