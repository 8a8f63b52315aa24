"""Mustang (01086) — Noon, Boot: Move this dude (without booting)."""

from __future__ import annotations

from engine.abilities import Context
from engine.flow import Flow
from engine.script import AbilityKit, CardScript


def has_rider(context: Context) -> bool:
    return context.source.parent is not None


class Mustang(CardScript):
    code = "01086"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            condition=has_rider,
            message="{player} uses {source}",
            handler=self.ride,
        )

    def ride(self, context: Context) -> Flow:
        dude = self.card.parent
        assert dude is not None
        locations = self.game.locations
        # The destination is any other location; the DSL has no location target yet,
        # so it is chosen by name (the Town Square has no card to target).
        destinations = {locations.name(uid): uid for uid in locations.all() if uid != dude.location}
        name = yield from self.choose_option(context, list(destinations), "Select a location")
        # A card-effect move boots the dude only if the card says so (§4.2).
        self.game.actions.move_dude(dude, destinations[name], boot=False)
        self.game.log.add("{0} moves {1} to {2} without booting", context.player, dude, name)
