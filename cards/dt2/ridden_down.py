"""Ridden Down (24239, Weird West Edition) — action.
Noon: Boot your horse to send a dude without a Horse at that location home booted.

"Boot your horse to ..." is what the play costs: one of your unbooted Horses, standing
where a dude without a Horse stands (any player's dude, the rider's own posse-mates
included). The play is offered only while such a pair exists (§8.1).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


class RiddenDown(CardScript):
    code = "24239"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            condition=self.a_horse_can_ride_someone_down,
            message="{player} plays {source}",
            handler=self.ride_down,
        )

    def horses(self, context: Context) -> list[Card]:
        return [
            card
            for card in self.game.cards_in_play()
            if card.controller is context.player and card.has_keyword("Horse") and not card.booted
        ]

    def on_foot_near(self, horse: Card) -> list[Card]:
        here = self.game.actions.location_of(horse)
        return (
            [dude for dude in self.game.locations.dudes_at(here) if not dude.attachments_with("Horse")]
            if here
            else []
        )

    def a_horse_can_ride_someone_down(self, context: Context) -> bool:
        return any(self.on_foot_near(horse) for horse in self.horses(context))

    def ride_down(self, context: Context) -> Flow:
        horses = [horse for horse in self.horses(context) if self.on_foot_near(horse)]
        horse = yield from self.select_card(context, horses, "Select a horse")
        self.game.actions.boot(horse)
        dude = yield from self.select_card(context, self.on_foot_near(horse), "Select a dude")
        if self.game.actions.send_home(dude, booted=True):
            self.game.log.add("{0} boots {1} to send {2} home booted", context.player, horse, dude)
