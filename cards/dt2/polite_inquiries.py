"""Polite Inquiries (24213, Weird West Edition) — action.
Noon: Boot your dude at a location other than home. Draw cards up to your dude's bullet
rating (maximum 4), then discard the same number of cards. Draw a card.

"Up to" lets the player draw fewer, none even; they then discard as many as they drew.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.log import plural
from engine.model import Card

MAXIMUM = 4


class PoliteInquiries(CardScript):
    code = "24213"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(
                prompt="Select a dude", controller="current", condition=self.unbooted_away_from_home
            ),
            handler=self.ask_around,
        )

    def unbooted_away_from_home(self, dude: Card, context: Context) -> bool:
        """Booting him is the requirement (§8.1): a booted dude cannot make the inquiries."""
        where = dude.location
        return (
            not dude.booted and where is not None and not self.game.locations.is_home(where, context.player)
        )

    def ask_around(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        player = context.player
        self.game.actions.boot(dude)
        self.game.log.add("{0} plays {1} to boot {2}", player, self.card, dude)
        amount = yield from self.choose_number(context, maximum=min(dude.bullets, MAXIMUM))
        drawn = self.game.actions.draw(player, amount)
        self.game.log.add("{0} draws {1}", player, plural(len(drawn), "card"))
        discarded = yield from self.select_cards(
            context, player.hand, "Select a card", minimum=len(drawn), maximum=len(drawn)
        )
        for card in discarded:
            self.game.actions.discard(card)
            self.game.log.add("{0} discards {1}", player, card)
        self.game.actions.draw(player, 1)
        self.game.log.add("{0} draws a card", player)
