"""Maggie Harris (24035, Weird West Edition) — dude.
Noon Job, Boot: Mark another in-town location. If successful, attach a Horse from your
discard to any of your dudes, reducing its cost by 1 (a Gadget still needs to be invented.)

"Boot:" is Maggie booting as she leads the job (§6.1). "Another" in-town location is one
other than Maggie's own: the town square, a deed on a street or a home (`LocationMark`).
The success text resolves while her posse is still at the mark (§6.6); the Horse is
attached "paying all costs", not as shoppin' (§3.5), so any of your dudes may take it
wherever he stands, booted or not; a Gadget Horse is still invented, by one of your Mad
Scientists at a location you control (§7.3; ruling maggie-gadget-horse-goes-to-any-dude).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, LocationMark
from engine.flow import Flow
from engine.jobs import Job
from engine.model import Card
from engine.zones import Zone


class MaggieHarris(CardScript):
    code = "24035"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=LocationMark(condition=self.another_in_town_location),
            on_success=self.bring_a_horse,
        )

    def another_in_town_location(self, uid: str, context: Context) -> bool:
        return uid != self.card.location and self.game.locations.in_town(uid)

    def is_horse(self, card: Card) -> bool:
        return card.has_keyword("Horse")

    def bring_a_horse(self, job: Job) -> Flow:
        plays = self.playable(
            job.player,
            card=self.is_horse,
            source=Zone.DISCARD,
            reduction=1,
            as_shoppin=False,
            any_inventor=True,
        )
        if not plays:
            self.game.log.add("{0} has no Horse to attach", job.player)
            return
        yield from self.play_card(job.context, plays)
