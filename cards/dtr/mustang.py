"""Mustang (01086) — Noon, Boot: Move this dude (without booting)."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class Mustang(CardScript):
    code = "01086"
    reprints = ("24155",)  # Weird West Edition: same ability, reworded

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.ride,
        )

    def ride(self, context: Context) -> Flow:
        # An in-play Mustang always has a rider: goods are attachments (§1.2), discarded
        # when their dude leaves play, so the ability needs no "has a rider" requirement.
        dude = self.card.parent
        assert dude is not None
        yield from self.move_to_chosen_location(context, dude)
