"""Dr. Erik Yaple (20019, Too Tough to Die) — dude, Mad Scientist 0.
React: After posses are formed, boot a gadget weapon in your posse to give a dude without a
bounty in the opposing posse 1 bounty.

Booting the Gadget Weapon (on any dude of your posse) is the price; the react is offered
only when it can be paid and the opposing posse holds a dude without bounty. The text does
not ask Erik to be in the posse himself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import CardScript, Context
from engine.flow import Flow
from engine.log import Message, message
from engine.model import Card

if TYPE_CHECKING:
    from engine.dsl import AbilityKit
    from engine.events import Event


class DrErikYaple(CardScript):
    code = "20019"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onPossesFormed": self.an_opposing_dude_without_bounty},
            cost=ability.costs.boot_attachment("Gadget Weapon", on=self.your_posse_dudes),
            message=self.boots_the_gadget,
            handler=self.give_1_bounty,
        )

    def your_posse_dudes(self, context: Context) -> list[Card]:
        return list(self.your_posse)

    def without_bounty(self) -> list[Card]:
        return [dude for dude in self.opposing_posse if not dude.wanted]

    def an_opposing_dude_without_bounty(self, event: Event) -> bool:
        return bool(self.without_bounty())

    def boots_the_gadget(self, context: Context) -> Message:
        return message("{player} uses {source}, booting {paid}", paid=context.paid_card)

    def give_1_bounty(self, context: Context) -> Flow:
        dude = yield from self.select_card(context, self.without_bounty(), "Select a dude")
        self.game.actions.add_bounty(dude, 1)
        self.game.log.add("{0} gives {1} 1 bounty", context.player, dude)
