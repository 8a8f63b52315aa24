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
        # "Move this dude": to any other location; a card-effect move boots the dude
        # only if the card says so (§4.2).
        others = [uid for uid in self.game.locations.all() if uid != dude.location]
        destination = yield from self.choose_location(context, others)
        self.game.actions.move_dude(dude, destination, boot=False)
        place = self.game.locations.name(destination)
        self.game.log.add("{0} moves {1} to {2} without booting", context.player, dude, place)
