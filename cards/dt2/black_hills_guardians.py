"""Black Hills Guardians (24007, Weird West Edition) — outfit of the First Peoples, Holy Ground.
Dudes may not refuse your call outs at Holy Grounds.
Shootout Repeat: Boot a Holy Ground you control to move one of your dudes there into your posse.

A call out is made where caller and callee stand (§5.1): your dude calling out at a Holy
Ground (this home, a deed printed or made one) cannot be refused. The Repeat boots a Holy
Ground you control that holds one of your dudes not yet in a posse, and moves that dude into
your posse without booting him (§5.2, a card effect).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card

HOLY_GROUND = "Holy Ground"


class BlackHillsGuardians(CardScript):
    code = "24007"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            match=self.your_dude_at_a_holy_ground, effect=ability.effects.call_outs_cannot_be_refused()
        )
        self.action(
            play_type="shootout",
            repeat=True,
            condition=self.in_the_fight,
            cost=ability.costs.boot_your_location(HOLY_GROUND, self.holds_a_dude_to_bring),
            message="{player} uses {source}",
            handler=self.call_on_the_guardians,
        )

    def your_dude_at_a_holy_ground(self, card: Card) -> bool:
        where = card.location
        place = None if where is None else self.game.locations.card(where)
        # Only dudes call out; a deed standing at itself carries the flag to no effect.
        return place is not None and place.has_keyword(HOLY_GROUND)

    def dudes_to_bring(self, place: Card, context: Context) -> list[Card]:
        return [
            dude
            for dude in self.game.locations.dudes_at(place.uid)
            if dude.controller is context.player and self.not_in_a_posse(dude, context)
        ]

    def holds_a_dude_to_bring(self, place: Card, context: Context) -> bool:
        return bool(self.dudes_to_bring(place, context))

    def call_on_the_guardians(self, context: Context) -> Flow:
        place = context.paid_card
        dude = yield from self.select_card(context, self.dudes_to_bring(place, context), "Select a dude")
        yield from self.move_into_posse(context, dude)
        self.game.log.add("{0} boots {1} to move {2} into their posse", context.player, place, dude)
