"""The Father's Cross (25037, Debt of Blood) — goods, Mystical • Sidekick.
If this dude is Blessed, increase their Blessed rating by 1.

A dude without the Blessed skill gains none: the bonus raises a rating he has (§1.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class TheFathersCross(CardScript):
    code = "25037"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(effect=ability.effects.modify_skill_rating(1, "blessed"))
