"""Sylvester Heath (24047, Weird West Edition) — dude, Huckster 1.
Noon: Boot Sylvester's attached Hex or Mystical goods to move to an in-town location.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


class SylvesterHeath(CardScript):
    code = "24047"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            condition=self.has_an_unbooted_focus,
            message="{player} uses {source}",
            handler=self.step_through,
        )

    def foci(self) -> list[Card]:
        """His unbooted Hexes and Mystical goods: booting one pays for the move."""
        return [
            card
            for card in self.card.attachments
            if not card.booted
            and (card.has_keyword("Hex") or (card.data.type == "goods" and card.has_keyword("Mystical")))
        ]

    def has_an_unbooted_focus(self, context: Context) -> bool:
        return bool(self.foci())

    def step_through(self, context: Context) -> Flow:
        focus = yield from self.select_card(context, self.foci())
        self.game.actions.boot(focus)
        here = self.card.location
        places = [
            uid for uid in self.game.locations.all() if uid != here and self.game.locations.in_town(uid)
        ]
        destination = yield from self.choose_location(context, places)
        # A card-effect move boots the dude only if the card says so (§4.2).
        self.game.actions.move_dude(self.card, destination, boot=False)
        where = self.game.locations.name(destination)
        self.game.log.add("{0} boots {1} to move {2} to {3}", context.player, focus, self.card, where)
