"""1st Baptist Church (01059) — Raise the controller's hand size by one."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class FirstBaptistChurch(CardScript):
    code = "01059"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # A player effect for whoever controls this deed right now (§4.3).
        self.persistent_effect(targets_players=True, effect=ability.effects.modify_hand_size(1))
