"""Bank of California (01055) — deed, Public.
Players cannot take ghost rock from the Bank's controller.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class BankOfCalifornia(CardScript):
    code = "01055"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(targets_players=True, effect=ability.effects.ghost_rock_cannot_be_taken())
