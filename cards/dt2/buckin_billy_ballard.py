"""Buckin' Billy Ballard (24036, Weird West Edition) — dude.
While Billy has a Horse, he gets +1 bullets and +1 influence.
Noon/Shootout: Boot Billy's Horse to draw a card. You may boot a dude at this location.

"Boot Billy's Horse to ..." is the cost: one of his unbooted Horses. "A dude at this
location" is any dude where Billy stands, his own or another player's, Billy included.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.log import Message, message


class BuckinBillyBallard(CardScript):
    code = "24036"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            condition=self.has_a_horse,
            effect=[ability.effects.modify_bullets(1), ability.effects.modify_influence(1)],
        )
        self.action(
            play_type="noon/shootout",
            cost=ability.costs.boot_attachment("Horse"),
            message=self.boots_the_horse,
            handler=self.buck,
        )

    def boots_the_horse(self, context: Context) -> Message:
        return message("{player} boots {paid} on {source}", paid=context.paid_card)

    def has_a_horse(self) -> bool:
        return bool(self.card.attachments_with("Horse"))

    def buck(self, context: Context) -> Flow:
        self.game.actions.draw(context.player, 1)
        here = self.card.location
        dudes = [dude for dude in self.game.locations.dudes_at(here) if not dude.booted] if here else []
        dude = yield from self.may_select_card(context, dudes, "Select a dude")
        if dude is not None:
            self.game.actions.boot(dude)
            self.game.log.add("{0} boots {1}", context.player, dude)
