"""Prof. Eustace True (01026) — Mad Scientist 1.
Noon: Discard a Gadget from Eustace to move him to another location (without booting)."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.log import Message, message


class ProfEustaceTrue(CardScript):
    code = "01026"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.discard_attachment("Gadget"),
            message=self.discards_the_gadget,
            handler=self.relocate,
        )

    def discards_the_gadget(self, context: Context) -> Message:
        return message("{player} discards {paid} from {source}", paid=context.paid_card)

    def relocate(self, context: Context) -> Flow:
        yield from self.move_to_chosen_location(context, self.card)
