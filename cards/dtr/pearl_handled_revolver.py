"""Pearl-Handled Revolver (01087) — This dude is a stud."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class PearlHandledRevolver(CardScript):
    code = "01087"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(effect=ability.effects.set_as_stud())
