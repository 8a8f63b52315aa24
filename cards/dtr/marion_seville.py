"""Marion Seville (01038) — Marion gets +2 bullets while he is wanted."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class MarionSeville(CardScript):
    code = "01038"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=lambda: self.card.wanted, effect=ability.effects.modify_bullets(2))
