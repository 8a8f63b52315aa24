"""Babble On (22048, Hell's Comin' With Me) — spell, Miracle.
React Miracle 6: After another Miracle boots your dude, unboot that dude.

Shootout Miracle 7, Boot: Boot this dude to boot an opposing card.

"Another Miracle" is any Miracle but this card whose ability boots one of your dudes — a
cost such as this card's own "boot this dude" on another copy (`onCardBooted` names the
card whose ability booted it). The React prints no "Boot:": the spell stays unbooted, once
per day (§8.2). "Boot this dude to ..." is a cost of the Shootout ability (§8.1): a booted
Blessed cannot pay it. The opposing card is a card of the posse facing yours (a dude or
one attached to him), not already booted.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.events import Event
from engine.model import Card

MIRACLE = "Miracle"


class BabbleOn(CardScript):
    code = "22048"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_reaction(
            when={"onCardBooted": self.another_miracle_boots_your_dude},
            difficulty=6,
            on_success=self.unboot_that_dude,
        )
        self.spell_action(
            play_type="shootout",
            cost=[ability.costs.boot_self(), ability.costs.boot_parent()],
            target=Target(prompt="Select a card", card_type="any", condition=self.unbooted_opposing_card),
            difficulty=7,
            on_success=self.boot_it,
        )

    def another_miracle_boots_your_dude(self, event: Event) -> bool:
        dude, by = event.get("card"), event.get("by")
        return (
            by is not None
            and by is not self.card
            and by.has_keyword(MIRACLE)
            and dude.is_dude
            and dude.controller is self.controller
        )

    def unbooted_opposing_card(self, card: Card, context: Context) -> bool:
        return self.is_opposing_card(card) and not card.booted

    def unboot_that_dude(self, context: Context) -> None:
        assert context.event is not None
        dude = context.event.get("card")
        self.game.actions.unboot(dude)
        self.game.log.add("{0} unboots {1}", context.player, dude)

    def boot_it(self, context: Context) -> None:
        card = context.target
        assert card is not None
        self.game.actions.boot(card)
        self.game.log.add("{0} boots {1}", context.player, card)
