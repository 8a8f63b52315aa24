"""Buffalo Rifle (01097) — Weapon.
If this dude is adjacent to the location of a shootout or a job's mark, they can join a
posse, without moving or booting, even if booted."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class BuffaloRifle(CardScript):
    code = "01097"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # A second way to join, beside the usual one, and only while adjacent to the
        # fight's location: the posse rules check where the dude stands (§5.2, §6.2-6.3).
        self.while_attached(effect=ability.effects.joins_from_adjacent_without_moving_or_booting())
