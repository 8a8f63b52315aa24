"""Office of Ancestral Affairs (21002) — outfit of the First Peoples.
Noon Job, Boot: Mark an in-town deed with less than 2 control points. Your posse must have 3
or more bullets. If successful, the mark permanently gains +1 control points. If unopposed,
you may attach a Totem from your discard pile to the mark even if you don't control it or
have a Shaman there.

The control points are read as the job is started (a deed printed or brought to 2 or more is
no mark); the posse's bullets are counted as it forms (§6.2), as Kidnappin' counts them. The
permanent point is a lasting effect that stays while the deed stays in play (§8.3). "If
unopposed" is a job the mark's side did not oppose (§6.4); the Totem attaches straight to the
deed, with no Shaman and no control needed, and is its player's as any Totem is
(engine.totems).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, LocationMark
from engine.flow import Flow
from engine.jobs import Job
from engine.totems import is_totem

BULLETS_NEEDED = 3


class OfficeOfAncestralAffairs(CardScript):
    code = "21002"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            cost=ability.costs.boot_self(),
            mark=LocationMark(condition=self.in_town_deed_under_2_control_points),
            posse_condition=self.three_or_more_bullets,
            on_success=self.honour_the_ancestors,
        )

    def in_town_deed_under_2_control_points(self, uid: str, context: Context) -> bool:
        deed = self.game.locations.card(uid)
        return deed is not None and deed.is_deed and self.game.locations.in_town(uid) and deed.control < 2

    def three_or_more_bullets(self, job: Job) -> str | None:
        bullets = sum(dude.bullets for dude in job.posse)
        if bullets >= BULLETS_NEEDED:
            return None
        return f"the posse has {bullets} bullets and needs {BULLETS_NEEDED} or more"

    def honour_the_ancestors(self, job: Job) -> Flow:
        deed, you = job.mark, job.player
        assert deed is not None
        self.permanently(job.context, effect=AbilityKit.effects.modify_control(1), match=deed)
        self.game.log.add("{0} gives {1} +1 control points permanently", you, deed)
        if job.opposed:
            return
        totems = [card for card in you.discard if is_totem(card)]
        totem = yield from self.may_select_card(job.context, totems, "Select a card")
        if totem is None:
            return
        self.game.actions.attach(totem, deed)
        self.game.log.add("{0} attaches {1} to {2}", you, totem, deed)
