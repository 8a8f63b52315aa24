"""Killer Bunnies Casino (01065) — The controller of this deed may discard one
additional card each Sundown phase."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class KillerBunniesCasino(CardScript):
    code = "01065"
    reprints = ("24119",)  # Weird West Edition: "each Nightfall" is the Sundown phase

    def setup_abilities(self, ability: AbilityKit) -> None:
        # A player effect for whoever controls this deed right now (§4.3).
        self.persistent_effect(targets_players=True, effect=ability.effects.modify_sundown_discard(1))
