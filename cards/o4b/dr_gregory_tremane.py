"""Dr. Gregory Tremane (21030, Out for Blood) — dude, Mad Scientist 3.
If your outfit is Entrepreneurs, reduce Gregory's cost by the number of Gadgets you control.
Shootout: Boot a Gadget in your posse to send an opposing dude without a Gadget home booted.

"Gadgets you control" are your cards in play with the Gadget keyword (goods, a Gadget dude
or deed alike), counted as he is played. "A Gadget in your posse" is one attached to a dude
of your posse, booted as the cost; the opposing dude is one of the opposing posse with no
Gadget attached.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.log import Message, message
from engine.model import Card, Player

GADGET = "Gadget"


class DrGregoryTremane(CardScript):
    code = "21030"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cost_modifier(change=self.gadgets_make_him_cheaper, own=True)
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_attachment(GADGET, on=self.your_posse_dudes),
            target=Target(prompt="Select a dude", condition=self.opposing_dude_without_a_gadget),
            message=self.boots_the_gadget,
            handler=self.send_home,
        )

    def gadgets_make_him_cheaper(self, player: Player, card: Card, at: str | None) -> int:
        if not self.is_faction(player, "Entrepreneurs"):
            return 0
        return -sum(
            1
            for gadget in self.game.cards_in_play()
            if gadget.controller is player and gadget.has_keyword(GADGET)
        )

    def your_posse_dudes(self, context: Context) -> list[Card]:
        return list(self.your_posse)

    def opposing_dude_without_a_gadget(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse and not any(card.has_keyword(GADGET) for card in dude.attachments)

    def boots_the_gadget(self, context: Context) -> Message:
        return message("{player} uses {source}, booting {paid}", paid=context.paid_card)

    def send_home(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        if self.game.actions.send_home(dude, booted=True):
            self.game.log.add("{0} sends {1} home booted", context.player, dude)
