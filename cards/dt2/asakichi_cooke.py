"""Asakichi Cooke (24015, Weird West Edition) — dude.
Noon: Discard a card to move one of your other dudes from this location (without booting,
even if booted).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class AsakichiCooke(CardScript):
    code = "24015"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.discard_from_hand(),
            target=Target(prompt="Select a dude", condition=self.your_other_dude_here, controller="current"),
            handler=self.send_along,
        )

    def your_other_dude_here(self, card: Card, context: Context) -> bool:
        return card is not self.card and card.location is not None and card.location == self.card.location

    def send_along(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        # A card-effect move boots only when the card says so (§4.2); booted dudes move too.
        yield from self.move_to_chosen_location(context, dude)
