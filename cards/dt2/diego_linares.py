"""Diego Linares (24030, Weird West Edition) — Mad Scientist 0.
While inventing a Horse or Sidekick, Diego gets +4 Mad Scientist."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class DiegoLinares(CardScript):
    code = "24030"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # A trait read by his inventing pull (engine.gadgets): +4 for a Horse or Sidekick
        # Gadget, once even for a gadget that is both.
        self.persistent_effect(effect=ability.effects.inventing_bonus(4, "Horse", "Sidekick"))
