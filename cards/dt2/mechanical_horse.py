"""Mechanical Horse (24167, Weird West Edition) — Goods, Horse, Gadget 5.
Noon Repeat, Pay 1 Ghost Rock: Move this dude to an adjacent location.
Noon Repeat, Pay 2 Ghost Rock: Move this dude.
React, Boot: Prevent this dude from booting when they join a posse (this does not let
a booted dude join a posse).

The Base Set Mechanical Horse (01094) has only the 2 ghost rock ride and the react; this
printing adds the 1 ghost rock ride to an adjacent location, so it has its own script:
that ride first (as printed), then the Base Set abilities.
"""

from __future__ import annotations

from cards.dtr.mechanical_horse import MechanicalHorse
from engine.dsl import AbilityKit, Context
from engine.flow import Flow


class MechanicalHorseWeirdWest(MechanicalHorse):
    code = "24167"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            repeat=True,
            cost=ability.costs.pay_ghost_rock(1),
            condition=self.has_rider,
            message="{player} pays 1 ghost rock to use {source}",
            handler=self.trot,
        )
        super().setup_abilities(ability)

    def trot(self, context: Context) -> Flow:
        dude = self.parent
        assert dude is not None and dude.location is not None
        destination = yield from self.choose_location(context, self.game.locations.adjacent_to(dude.location))
        self.game.actions.move_dude(dude, destination, boot=False)
        place = self.game.locations.name(destination)
        self.game.log.add("{0} moves {1} to {2} without booting", context.player, dude, place)
