"""Hawley's Rose (24147, Weird West Edition) — goods, Mystical, Attire.
This dude gains the Abomination keyword.
During Sundown, this dude gets +1 influence and an additional +1 influence if there's an
opposing dude at this deed.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class HawleysRose(CardScript):
    code = "24147"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(effect=ability.effects.gains_keyword("Abomination"))
        self.while_attached(condition=self.during_sundown, effect=ability.effects.modify_influence(1))
        self.while_attached(
            condition=self.during_sundown_facing_an_opponent, effect=ability.effects.modify_influence(1)
        )

    def during_sundown(self) -> bool:
        return self.phase == "sundown"

    def during_sundown_facing_an_opponent(self) -> bool:
        """The additional +1: an opposing dude at "this deed" (not a home or the town square)."""
        dude = self.parent
        if dude is None or not self.during_sundown():
            return False
        where = dude.location
        deed = self.game.locations.card(where) if where is not None else None
        if deed is None or not deed.is_deed:
            return False
        return any(
            other.controller is not dude.controller for other in self.game.locations.dudes_at(deed.uid)
        )
