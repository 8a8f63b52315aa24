"""Dr. Dawn Edwards (01052) — dude, Mad Scientist 0.
If you discard Dawn as a casualty, you may search your deck for Eve Henry (if you don't
already have her in play), and play her for free at this location. Shuffle your deck.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.phases.noon_actions import base_title
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.events import Event
    from engine.model import Card


class DrDawnEdwards(CardScript):
    code = "01052"
    #: The dude this one calls from the deck (Eve Henry prints the same text for Dawn).
    partner: ClassVar[str] = "Eve Henry"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onCasualtyChosen": self.discarded_as_a_casualty},
            zone=Zone.DISCARD,
            condition=self.partner_not_in_play,
            message="{player} uses {source}",
            handler=self.call_partner,
        )

    def discarded_as_a_casualty(self, event: Event) -> bool:
        return event.card is self.card and event.type == "discard"

    def partner_not_in_play(self, context: Context) -> bool:
        return not any(self.is_partner(dude) for dude in context.player.dudes())

    def is_partner(self, card: Card) -> bool:
        return base_title(card) == self.partner

    def call_partner(self, context: Context) -> Flow:
        assert context.event is not None
        yield from self.search_deck_and_play(
            context, card=self.is_partner, what=self.partner, at=context.event.location, free=True
        )
