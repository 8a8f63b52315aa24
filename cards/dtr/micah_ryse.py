"""Micah Ryse (01005) — Huckster 0.
Noon: Boot a Hex on Micah to move him (without booting)."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.log import Message, message


class MicahRyse(CardScript):
    code = "01005"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_attachment("Hex"),
            message=self.boots_the_hex,
            handler=self.step_away,
        )

    def boots_the_hex(self, context: Context) -> Message:
        return message("{player} boots {paid} on {source}", paid=context.paid_card)

    def step_away(self, context: Context) -> Flow:
        yield from self.move_to_chosen_location(context, self.card)
