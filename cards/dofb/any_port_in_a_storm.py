"""Any Port in a Storm (25056, Debt of Blood) — action.
React: When your dude would go home booted from refusing a callout, during the "Flight or
Fight" step of a shootout, or while resolving a successful job, instead move that dude
booted to another in-town deed you own. You may pay 1 ghost rock to unboot that dude.

The three ways home are the rules' (`engine.going_home`): a refused call out (§5.1), fleeing
at Run or Gun — the "Flight or Fight" step (§5.9) — and a successful job's posse going home
(§6.6); a failed job's is not. "Another" in-town deed is one on your street other than where
the dude stands; without one there is nowhere to go and the card is not offered.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.going_home import AFTER_JOB, FLED, INSTEAD, REFUSED_CALL_OUT
from engine.model import Card

UNBOOT = "pay 1 ghost rock to unboot"
PASS = "pass"


class AnyPortInAStorm(CardScript):
    code = "25056"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onDudeWouldGoHomeBooted": self.your_dude_would_go_home_booted},
            message="{player} plays {source}",
            handler=self.take_shelter,
        )

    def your_dude_would_go_home_booted(self, event: Event) -> bool:
        dude: Card = event.card
        if dude.controller is not self.controller or not self.other_deeds(dude):
            return False
        if event.why == AFTER_JOB:
            return bool(event.job.succeeded)
        return event.why in (REFUSED_CALL_OUT, FLED)

    def other_deeds(self, dude: Card) -> list[str]:
        you = self.controller
        return [deed.uid for deed in you.street if deed.is_deed and deed.uid != dude.location]

    def take_shelter(self, context: Context) -> Flow:
        event = context.event
        assert event is not None
        dude: Card = event.card
        event.replace(INSTEAD, by=context.player)
        destination = yield from self.choose_location(context, self.other_deeds(dude))
        if not self.game.actions.move_dude(dude, destination, boot=True):
            return
        place = self.game.locations.name(destination)
        self.game.log.add("{0} moves {1} booted to {2} instead", context.player, dude, place)
        if context.player.ghost_rock < 1:
            return
        if (yield from self.choose_option(context, [UNBOOT, PASS])) == PASS:
            return
        self.game.actions.pay(context.player, 1)
        self.game.actions.unboot(dude)
        self.game.log.add("{0} pays 1 ghost rock to unboot {1}", context.player, dude)
