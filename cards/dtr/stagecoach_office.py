"""Stagecoach Office (01066) — deed, Public.
Controller React, Boot: When you bring a non-token dude into play, place that dude at any
location you control.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.phases.noon_actions import controls_location

if TYPE_CHECKING:
    from engine.events import Event


class StagecoachOffice(CardScript):
    code = "01066"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onCardEntersPlay": self.you_bring_a_dude_into_play},
            controller=True,
            cost=ability.costs.boot_self(),
            handler=self.place_the_dude,
        )

    def you_bring_a_dude_into_play(self, event: Event) -> bool:
        dude = event.card
        return dude.is_dude and not dude.data.is_token and dude.controller is self.controller_now

    def place_the_dude(self, context: Context) -> Flow:
        assert context.event is not None
        dude, player = context.event.card, context.player
        places = [uid for uid in self.game.locations.all() if controls_location(self.game, player, uid)]
        place = yield from self.choose_location(context, places)
        self.game.actions.move_dude(dude, place, boot=False)
        where = self.game.locations.name(place)
        self.game.log.add("{0} uses {1} to place {2} at {3}", player, self.card, dude, where)
