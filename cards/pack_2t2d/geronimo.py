"""Geronimo (20013, Too Tough to Die) — dude, Shaman 0.
Noon: If Geronimo is not at your home, discard a card you do not own attached to
Geronimo's current location and gain 1 ghost rock.

"If ..." requirements may be played when unmet; they just do nothing (§8.1). The card is
one attached to the location itself (a deed's or a home's Totem, an Improvement), not to a
dude standing there; with none to discard, no ghost rock is gained (the gain comes with
the discard).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


class Geronimo(CardScript):
    code = "20013"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="noon", message="{player} uses {source}", handler=self.raid)

    def others_cards_here(self, context: Context) -> list[Card]:
        where = self.card.location
        place = None if where is None else self.game.locations.card(where)
        if place is None or self.game.locations.is_home(place.uid, context.player):
            return []
        return self.affectable(
            context, [card for card in place.attachments if card.owner is not context.player]
        )

    def raid(self, context: Context) -> Flow:
        you = context.player
        cards = self.others_cards_here(context)
        if not cards:
            return
        card = yield from self.select_card(context, cards)
        self.game.actions.discard(card, by=you)
        self.game.actions.gain(you, 1)
        self.game.log.add("{0} discards {1} to gain 1 ghost rock", you, card)
