"""Run 'Em Down! (01125) — action.
Noon: Choose any number of your dudes, each with a Horse, at one location. Move them to an
adjacent location that has an opposing dude without a Horse. Boot that dude. You may call
that dude out."""

from __future__ import annotations

from engine.callout import call_out, callout_refusal
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card

CALL_OUT, NO = "call out", "do not call out"


def has_a_horse(dude: Card) -> bool:
    return bool(dude.attachments_with("Horse"))


class RunEmDown(CardScript):
    code = "01125"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            condition=self.can_run_someone_down,
            message="{player} plays {source}",
            handler=self.run_them_down,
        )

    def riders_at(self, context: Context, place: str) -> list[Card]:
        """Your dudes with a Horse at `place`."""
        return [d for d in context.player.dudes() if d.location == place and has_a_horse(d)]

    def prey_at(self, context: Context, place: str) -> list[Card]:
        """Opposing dudes without a Horse at `place`."""
        dudes = self.game.locations.dudes_at(place)
        return [d for d in dudes if d.controller is not context.player and not has_a_horse(d)]

    def runs(self, context: Context) -> dict[str, list[str]]:
        """Each location with your riders → the adjacent locations with prey."""
        locations = self.game.locations
        found: dict[str, list[str]] = {}
        for place in locations.all():
            if self.riders_at(context, place):
                targets = [m for m in locations.adjacent_to(place) if self.prey_at(context, m)]
                if targets:
                    found[place] = targets
        return found

    def can_run_someone_down(self, context: Context) -> bool:
        return bool(self.runs(context))

    def run_them_down(self, context: Context) -> Flow:
        runs, locations = self.runs(context), self.game.locations
        origin = yield from self.choose_location(context, list(runs))
        riders = yield from self.select_cards(context, self.riders_at(context, origin))
        destination = yield from self.choose_location(context, runs[origin])
        for rider in riders:
            self.game.actions.move_dude(rider, destination, boot=False)
        names = ", ".join(rider.uid for rider in riders)
        self.game.log.add("{0} moves {1} to {2}", context.player, names, locations.name(destination))
        prey = yield from self.select_card(context, self.prey_at(context, destination), "Select a dude")
        self.game.actions.boot(prey)
        self.game.log.add("{0} boots {1}", context.player, prey)
        callers = [r for r in riders if callout_refusal(self.game, context.player, r, prey) is None]
        if not callers:
            return
        answer = yield from self.choose_option(context, [CALL_OUT, NO])
        if answer == CALL_OUT:
            caller = yield from self.select_card(context, callers, "Select a dude")
            yield from call_out(self.game, context.player, caller, prey)
