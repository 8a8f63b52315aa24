"""Land Purchase (23030) — deed, Public.
Controller Noon Job, Boot: Mark this deed. If successful, discard this deed to choose a deed
in your discard pile and play it, reducing its cost by 3.

The deed is played as shoppin' would build it (§3.5): at an end of its player's street (Out
of Town if printed so), paying its cost less 3, never below 0. "Discard this deed to choose"
discards Land Purchase first: the choice is made from the discard pile it is then in
(ruling land-purchase-may-choose-itself).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.jobs import LocationMark
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.jobs import Job
    from engine.model import Card


def a_deed(card: Card) -> bool:
    return card.is_deed


class LandPurchase(CardScript):
    code = "23030"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=LocationMark(condition=self.this_deed),
            cost=ability.costs.boot_self(),
            controller=True,
            on_success=self.buy_the_land,
        )

    def this_deed(self, uid: str, context: Context) -> bool:
        return uid == self.card.uid

    def buy_the_land(self, job: Job) -> Flow:
        if self.card.in_play:
            self.game.actions.discard(self.card)
            self.game.log.add("{0} discards {1}", job.player, self.card)
        plays = self.playable(job.player, card=a_deed, source=Zone.DISCARD, reduction=3)
        yield from self.play_card(job.context, plays)
