"""Pete Spence (22026, Hell's Comin' With Me) — dude.
Noon Job, Boot: Mark an in-town location Pete is not at.  If successful, choose an Attire or
non-Unique Weapon in your discard pile and attach it to one of your dudes, booted (paying all
costs). If that dude attached a Weapon and has no bounty, raise their bounty by 1.

"Boot:" is Pete booting as he leads the job (§6.1). The success text resolves while his posse
is still at the mark (§6.6); the card is attached "paying all costs", not as shoppin' (§3.5),
so any of your dudes may take it wherever he stands, booted or not. A dude who takes a Weapon
with no bounty becomes wanted (1 bounty); one already wanted keeps his bounty as it is.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, LocationMark
from engine.flow import Flow
from engine.jobs import Job
from engine.model import Card
from engine.zones import Zone


class PeteSpence(CardScript):
    code = "22026"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=LocationMark(condition=self.in_town_location_pete_is_not_at),
            on_success=self.rearm,
        )

    def in_town_location_pete_is_not_at(self, uid: str, context: Context) -> bool:
        return uid != self.card.location and self.game.locations.in_town(uid)

    @staticmethod
    def attire_or_non_unique_weapon(card: Card) -> bool:
        return card.has_keyword("Attire") or (card.has_keyword("Weapon") and not card.data.unique)

    def rearm(self, job: Job) -> Flow:
        plays = self.playable(
            job.player, card=self.attire_or_non_unique_weapon, source=Zone.DISCARD, as_shoppin=False
        )
        if not plays:
            self.game.log.add("{0} has no Attire or Weapon to attach", job.player)
            return
        card = yield from self.play_card(job.context, plays)
        if card is None:
            return
        self.game.actions.boot(card)
        dude = card.parent
        if dude is not None and card.has_keyword("Weapon") and dude.bounty == 0:
            self.game.actions.add_bounty(dude, 1)
            self.game.log.add("{0} raises {1}'s bounty by 1", job.player, dude)
