"""Mantis Pinch (23049) — action, Technique.
Noon Technique: Choose a printed ability on a card at this location. That ability cannot be
used.

Shootout Technique: Choose a printed ability on a card at this shootout. That ability cannot
be used until after Sundown.

"This location" is where the Kung Fu dude performing it stands; "a card at this shootout"
is a dude in either posse or a card attached to one (ruling mantis-pinch-cards-at-the-
shootout). "An ability" is one that is used, an action or a React: a trait is never used.
The Noon lock prints no end: a Noon effect lasts the day (§8.3); "until after Sundown" is
the day's end too (§3.4).
"""

from __future__ import annotations

from engine.abilities import CardAbility, Reaction
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.kung_fu import performer
from engine.model import Card


class MantisPinch(CardScript):
    code = "23049"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.technique_action(play_type="noon", on_success=self.pinch_here)
        self.technique_action(play_type="shootout", on_success=self.pinch_in_the_shootout)

    def usable_abilities(self, card: Card) -> list[CardAbility]:
        return [a for a in card.abilities if not (isinstance(a, Reaction) and a.trait)]

    def cards_at_this_location(self, context: Context) -> list[Card]:
        here = performer(context).location
        return [card for card in self.game.cards_in_play() if self.game.actions.location_of(card) == here]

    def cards_at_this_shootout(self, context: Context) -> list[Card]:
        shootout = self.game.shootout
        if shootout is None:
            return []
        dudes = [dude for player in shootout.players for dude in shootout.posse(player)]
        return [card for dude in dudes for card in (dude, *dude.attachments)]

    def pinch_here(self, context: Context) -> Flow:
        yield from self.pinch(context, self.cards_at_this_location(context))

    def pinch_in_the_shootout(self, context: Context) -> Flow:
        yield from self.pinch(context, self.cards_at_this_shootout(context))

    def pinch(self, context: Context, cards: list[Card]) -> Flow:
        cards = [card for card in self.affectable(context, cards) if self.usable_abilities(card)]
        if not cards:
            return
        card = yield from self.select_card(context, cards, "Select a card")
        pinched = yield from self.choose_ability(context, self.usable_abilities(card))
        self.until_end_of_day(
            context, match=card, effect=AbilityKit.effects.cannot_use_ability(pinched.index)
        )
        self.game.log.add(
            "{0} uses {1} so that {2} ability cannot be used today", context.player, self.card, pinched.whose
        )
