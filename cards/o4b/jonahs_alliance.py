"""Jonah's Alliance (21006) — outfit of the Outlaws.
Noon, Boot: Boot your dude at a non-home location. That dude becomes a stud, uses bullets
instead of influence to control deeds, and gains 2 bounty, to a maximum of 4 bounty. You may
boot your Hex (at any location) to remove all traits, abilities, and bonuses from an
attachment at that dude's location.

Booting the dude is the ability's requirement, read as a cost: only an unbooted dude of yours
standing at no one's home may be chosen (issue 19). The stud and the bullets-for-control last
the day (a Noon ability's effect, §8.3); the bounty is raised by 2 but not past 4 (a dude
already at 4 or more gains none). The Hex is your unbooted one, wherever it stands; the
attachment is any card attached to a dude or deed at that dude's location, and is blanked for
the day (its text and its stat bonuses, `effects.blank`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card

BOUNTY = 2
MAXIMUM_BOUNTY = 4


class JonahsAlliance(CardScript):
    code = "21006"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=[ability.costs.boot_self(), ability.costs.boot_your_dude(self.at_a_non_home_location)],
            message="{player} uses {source}",
            handler=self.ride_with_jonah,
        )

    def at_a_non_home_location(self, dude: Card, context: Context) -> bool:
        return dude.location is not None and not self.game.locations.is_home(dude.location)

    def ride_with_jonah(self, context: Context) -> Flow:
        dude: Card = context.data["booted dude"]
        you, effects = context.player, AbilityKit.effects
        self.apply_ability_effect(
            context, match=dude, effect=[effects.set_as_stud(), effects.control_by_bullets()]
        )
        bounty = max(0, min(BOUNTY, MAXIMUM_BOUNTY - dude.bounty))
        if bounty:
            self.game.actions.add_bounty(dude, bounty)
        self.game.log.add(
            "{0}'s {1} becomes a stud, controls deeds with bullets and gains {2} bounty", you, dude, bounty
        )
        attachments = self.affectable(context, self.attachments_at(dude.location))
        hexes = [hex_ for hex_ in self.game.cards_in_play() if self.your_unbooted_hex(hex_, context)]
        if not attachments:
            return
        hex_ = yield from self.may_select_card(context, hexes, "Select a Hex")
        if hex_ is None:
            return
        self.game.actions.boot(hex_)
        attachment = yield from self.select_card(context, attachments, "Select a card")
        self.apply_ability_effect(context, match=attachment, effect=effects.blank())
        self.game.log.add("{0} boots {1} to blank {2}", you, hex_, attachment)

    def your_unbooted_hex(self, card: Card, context: Context) -> bool:
        return card.controller is context.player and card.has_keyword("Hex") and not card.booted

    def attachments_at(self, where: str | None) -> list[Card]:
        return [
            card
            for card in self.game.cards_in_play()
            if card.parent is not None and where is not None and self.game.actions.location_of(card) == where
        ]
