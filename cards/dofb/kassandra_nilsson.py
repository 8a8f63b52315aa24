"""Kassandra Nilsson (25005) — dude.
Noon/Shootout: Move Kassandra to the location of one of your Horses. If this is a shootout
play, the location must be the location of the shootout, and Kassandra joins your posse.

"Your Horses" are the Horses you control in play, on whichever of your dudes; a Horse's
location is its dude's. She moves without booting (§4.2). As a Shootout play she must be out
of the posses, a Horse of yours must stand at the shootout, and she joins your posse there,
booted or not (§5.4).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class KassandraNilsson(CardScript):
    code = "25005"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon/shootout:join",
            condition=self.a_horse_to_ride_to,
            message="{player} uses {source}",
            handler=self.ride_to_a_horse,
        )

    def horse_locations(self, context: Context) -> list[str]:
        places = [
            self.game.actions.location_of(card)
            for card in self.game.cards_in_play()
            if card.controller is context.player and card.has_keyword("Horse")
        ]
        return list(dict.fromkeys(p for p in places if p is not None))

    def places_to_move(self, context: Context) -> list[str]:
        return [place for place in self.horse_locations(context) if place != self.card.location]

    def a_horse_to_ride_to(self, context: Context) -> bool:
        shootout = self.game.shootout
        if shootout is None:
            return bool(self.places_to_move(context))
        return self.may_join_your_posse(context, self.card) and shootout.location in self.horse_locations(
            context
        )

    def ride_to_a_horse(self, context: Context) -> Flow:
        if self.game.shootout is not None:
            yield from self.move_into_posse(context, self.card)
            self.game.log.add("{0} moves {1} into their posse", context.player, self.card)
            return
        destination = yield from self.choose_location(context, self.places_to_move(context))
        if self.game.actions.move_dude(self.card, destination):
            self.game.log.add(
                "{0} moves {1} to {2}", context.player, self.card, self.game.locations.name(destination)
            )
