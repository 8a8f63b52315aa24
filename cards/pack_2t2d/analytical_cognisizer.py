"""Analytical Cognisizer (20040, Too Tough to Die) — goods, Gadget, Difficulty 6.
After you invent this Gadget, unboot this Mad Scientist and draw a card.

React, Boot: After making a pull for a Gadget at this or an adjacent location, discard a
goods card from your play hand to make the pull's suit hearts.

"This Mad Scientist" is the dude it is attached to once invented. "Making a pull" is a
pull you make (this card's player), for a Gadget (inventing one, or a Gadget's ability
that pulls: `PullMade.source`), by a dude standing here or next door (§4.1 adjacent). The
goods discarded from your play hand is the react's cost; the pull keeps its value.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.model import Card

HEARTS = "H"


class AnalyticalCognisizer(CardScript):
    code = "20040"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(when={"onGadgetInvented": self.this_is_invented}, handler=self.eureka)
        self.reaction(
            when={"onPullMade": self.you_pull_for_a_gadget_nearby},
            cost=[ability.costs.boot_self(), ability.costs.discard_from_hand(self.is_goods)],
            message="{player} uses {source}",
            handler=self.make_it_hearts,
        )

    def this_is_invented(self, event: Event) -> bool:
        return event.gadget is self.card

    def eureka(self, context: Context) -> None:
        scientist = self.parent
        assert scientist is not None
        self.game.actions.unboot(scientist)
        self.game.actions.draw(context.player, 1)
        self.game.log.add("{0} unboots {1} and draws a card", context.player, scientist)

    def you_pull_for_a_gadget_nearby(self, event: Event) -> bool:
        made = event.pull
        here = self.game.actions.location_of(self.card)
        return (
            made.player is self.controller
            and made.source is not None
            and made.source.has_keyword("Gadget")
            and here is not None
            and made.dude.location is not None
            and self.game.locations.nearby(here, made.dude.location)
        )

    def is_goods(self, card: Card) -> bool:
        return card.type == "goods"

    def make_it_hearts(self, context: Context) -> None:
        assert context.event is not None
        made = context.event.pull
        self.game.actions.change_pull_suit(made, HEARTS)
        self.game.log.add("{0} makes the pull {1}", context.player, made.pull.text)
