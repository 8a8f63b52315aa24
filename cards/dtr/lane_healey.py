"""Lane Healey (01030) — Lane gets +2 bullets while he has a Horse."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class LaneHealey(CardScript):
    code = "01030"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.has_a_horse, effect=ability.effects.modify_bullets(2))

    def has_a_horse(self) -> bool:
        return bool(self.card.attachments_with("Horse"))
