"""Buffalo Rifle (01097) — Weapon.
If this dude is adjacent to the location of a shootout or a job's mark, they can join a
posse, without moving or booting, even if booted."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class BuffaloRifle(CardScript):
    code = "01097"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Joining from an adjacent location is what the posse rules offer (§5.2, §6.3);
        # the rifle lifts booting, moving, and the need to be unbooted.
        self.while_attached(
            effect=[
                ability.effects.joins_while_booted(),
                ability.effects.joins_without_booting(),
                ability.effects.joins_without_moving(),
            ]
        )
