"""Bartholomew P. Fountain (20025, Too Tough to Die) — dude.
Noon, Boot: Boot a Ranch you control to move a dude at this or an adjacent location to
another location you own or control.

Booting Bartholomew and a Ranch you control (your home or a deed, §4.3) pay for it. Any
player's dude nearby may be moved (§4.1); it goes, without booting (a card effect's move,
§4.2), to a location other than its own that you own (your home, your deeds) or control.
The town square is nobody's.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class BartholomewPFountain(CardScript):
    code = "20025"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=[ability.costs.boot_self(), ability.costs.boot_your_location("Ranch")],
            target=Target(prompt="Select a dude", condition=self.nearby_dude, choose=False),
            message="{player} uses {source} to move {target}",
            handler=self.drive_the_herd,
        )

    def nearby_dude(self, dude: Card, context: Context) -> bool:
        return self.is_nearby(dude)

    def yours(self, uid: str, context: Context) -> bool:
        place = self.game.locations.card(uid)
        return place is not None and (
            place.owner is context.player or self.game.controller_of(place) is context.player
        )

    def drive_the_herd(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        places = [
            uid for uid in self.game.locations.all() if uid != dude.location and self.yours(uid, context)
        ]
        destination = yield from self.choose_location(context, places)
        self.game.actions.move_dude(dude, destination)
        self.game.log.add("{0} moves {1} to {2}", context.player, dude, self.game.locations.name(destination))
