"""Technological Exhibition (24233, Weird West Edition) — action.
Noon Job: Mark an in-town location. Your leader must have Mad Scientist. If successful,
your leader invents a Gadget in your hand or discard pile without booting, reducing its
cost and difficulty by 5. If you marked the town square, give the Gadget +1 control
points permanently.

An in-town location is the town square, a deed on a street or a home (`LocationMark`).
The success text resolves while the posse is still at the mark (§6.6): the leader pulls
his Mad Scientist against the lowered difficulty (never below 1, §7.1), the Gadget going
onto him "paying all costs" (its cost, lowered, never below 0) wherever he stands, and
the leader does not boot for it. A failed invention discards the Gadget (§7.3), and has
nothing to give the point to.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, LocationMark
from engine.flow import Flow
from engine.gadgets import is_gadget
from engine.jobs import Job
from engine.model import TOWN_SQUARE, Card
from engine.phases.noon_actions import Shop
from engine.zones import Zone

#: "Reducing its cost and difficulty by 5".
REDUCTION = 5


class TechnologicalExhibition(CardScript):
    code = "24233"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=LocationMark(condition=self.in_town_location),
            leader_condition=self.has_mad_scientist,
            on_success=self.invent_a_gadget,
        )

    def in_town_location(self, uid: str, context: Context) -> bool:
        return self.game.locations.in_town(uid)

    def has_mad_scientist(self, dude: Card) -> bool:
        return dude.skill("mad scientist") is not None

    def invent_a_gadget(self, job: Job) -> Flow:
        plays: list[Shop] = []
        for pile in (Zone.HAND, Zone.DISCARD):
            plays += self.playable(
                job.player,
                card=is_gadget,
                source=pile,
                onto=[job.leader],
                reduction=REDUCTION,
                easier=REDUCTION,
                as_shoppin=False,
                without_booting=True,
            )
        if not plays:
            self.game.log.add("{0} has no Gadget to invent", job.player)
            return
        gadget = yield from self.play_card(job.context, plays)
        assert gadget is not None
        if gadget.in_play and job.mark_location == TOWN_SQUARE:
            self.game.actions.add_control_point(gadget)
            self.game.log.add("{0} gives {1} +1 control points permanently", job.player, gadget)
