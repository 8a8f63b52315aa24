"""Skinwalker (20015, Too Tough to Die) — dude, Abomination.
Shootout: Boot your Abomination dude. Either boot an opposing attachment at this location
or give Skinwalker +2 bullets.

Booting an unbooted Abomination of yours (Skinwalker himself, too) is the cost (§8.1).
"This location" is Skinwalker's; an opposing attachment there is an unbooted card another
player controls attached to a dude or to the location itself. The +2 bullets last the
shootout (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card

BOOT, BULLETS = "boot an attachment", "+2 bullets"


class Skinwalker(CardScript):
    code = "20015"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_your_dude(self.abomination),
            message="{player} uses {source}",
            handler=self.shift,
        )

    def abomination(self, dude: Card, context: Context) -> bool:
        return dude.has_keyword("Abomination")

    def opposing_attachments_here(self, context: Context) -> list[Card]:
        here = self.card.location
        if here is None:
            return []
        holders = list(self.game.locations.dudes_at(here))
        place = self.game.locations.card(here)
        if place is not None:
            holders.append(place)
        return self.affectable(
            context,
            [
                card
                for holder in holders
                for card in holder.attachments
                if card.controller is not context.player and not card.booted
            ],
        )

    def shift(self, context: Context) -> Flow:
        attachments = self.opposing_attachments_here(context)
        options = [BOOT, BULLETS] if attachments else [BULLETS]
        choice = options[0] if len(options) == 1 else (yield from self.choose_option(context, options))
        if choice == BOOT:
            card = yield from self.select_card(context, attachments)
            self.game.actions.boot(card)
            self.game.log.add("{0} boots {1}", context.player, card)
        else:
            self.apply_ability_effect(context, match=self.card, effect=AbilityKit.effects.modify_bullets(2))
            self.game.log.add("{0} gives {1} +2 bullets", context.player, self.card)
