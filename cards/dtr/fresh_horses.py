"""Fresh Horses (01130) — action.
Noon: Unboot all your Horses at one location. Any abilities on the Horses that have been
used can be used an extra time."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


def your_booted_horses(context: Context) -> list[Card]:
    game = context.game
    return [
        card
        for card in game.cards_in_play()
        if card.booted and card.has_keyword("Horse") and game.controller_of(card) is context.player
    ]


def has_a_booted_horse(context: Context) -> bool:
    """The requirement "Unboot all your Horses at one location" (§8.1): one to unboot."""
    return bool(your_booted_horses(context))


class FreshHorses(CardScript):
    code = "01130"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            condition=has_a_booted_horse,
            message="{player} plays {source}",
            handler=self.unboot_horses,
        )

    def unboot_horses(self, context: Context) -> Flow:
        actions = self.game.actions
        places = sorted({str(actions.location_of(h)) for h in your_booted_horses(context)})
        place = yield from self.choose_location(context, places)
        horses = [
            h
            for h in self.game.cards_in_play()
            if h.has_keyword("Horse")
            and self.game.controller_of(h) is context.player
            and actions.location_of(h) == place
        ]
        for horse in horses:
            if horse.booted:
                actions.unboot(horse)
                self.game.log.add("{0} unboots {1}", context.player, horse)
            for used in [a for a in horse.abilities if a.has_been_used(self.game)]:
                actions.allow_another_use(used)
                self.game.log.add("{0} may use {1} an extra time", context.player, used.spoken)
