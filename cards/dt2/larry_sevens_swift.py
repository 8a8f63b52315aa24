"""Larry "Sevens" Swift (24089, Weird West Edition) — dude, Huckster.
React: If Larry is in your posse after both posses are formed, boot his spell and give him
1 bounty to boot an opposing attachment. Unless you are the Dealer, Larry must be unbooted.

Booting one of his unbooted spells and the bounty are the price; the react is offered
only when it can be paid and there is an unbooted attachment on a dude of the opposing
posse to boot. "The Dealer" is the first player, who won lowball this day (ruling
dealer-is-first-player): the first player's Larry may react booted, anyone else's only
unbooted.
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


class LarrySevensSwift(CardScript):
    code = "24089"
    reprints = (
        "20029",
    )  # Too Tough to Die: "If you are not the Winner" (the lowball winner, ruling winner-is-the-lowball-winner)

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onPossesFormed": self.larry_is_in_your_posse},
            condition=self.dealer_or_unbooted,
            cost=ability.costs.boot_attachment("Spell"),
            message=self.boots_his_spell,
            handler=self.boot_an_opposing_attachment,
        )

    def larry_is_in_your_posse(self, event: Event) -> bool:
        return self.card in self.your_posse and bool(self.opposing_attachments())

    def dealer_or_unbooted(self, context: Context) -> bool:
        return self.is_dealer(context.player) or not self.card.booted

    def opposing_attachments(self) -> list[Card]:
        return [card for dude in self.opposing_posse for card in dude.attachments if not card.booted]

    def boots_his_spell(self, context: Context) -> Message:
        return message("{player} boots {paid} on {source}", paid=context.paid_card)

    def boot_an_opposing_attachment(self, context: Context) -> Flow:
        self.game.actions.add_bounty(self.card, 1)
        attachment = yield from self.select_card(context, self.opposing_attachments(), "Select a card")
        self.game.actions.boot(attachment)
        self.game.log.add("{0} gives {1} 1 bounty to boot {2}", context.player, self.card, attachment)
