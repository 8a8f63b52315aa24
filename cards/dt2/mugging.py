"""Mugging (24216, Weird West Edition) — action.
Noon Job: Mark an opposing dude. Boot up to two cards attached to the mark. If the job is
successful, send the mark home booted, and you may ace up to two booted cards attached
to the mark.

The cards are booted once the leader's posse has formed, before the mark's side opposes
(so a booted Horse or Weapon stays booted in the fight). On success the mark goes home
booted, and up to two of his booted attachments, booted by the job or otherwise, may be
aced.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Target
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.jobs import Job
    from engine.model import Card


class Mugging(CardScript):
    code = "24216"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=Target(prompt="Select a dude", controller="opponent"),
            handler=self.shake_down,
            on_success=self.rob,
        )

    def shake_down(self, job: Job) -> Flow:
        mark = job.mark
        assert mark is not None
        for _ in range(2):
            unbooted = [card for card in mark.attachments if not card.booted]
            card = yield from self.may_select_card(job.context, unbooted)
            if card is None:
                return
            self.game.actions.boot(card)
            self.game.log.add("{0} boots {1}", job.player, card)

    def rob(self, job: Job) -> Flow:
        mark = job.mark
        assert mark is not None
        if not mark.in_play:
            return
        if self.game.actions.send_home(mark, booted=True):
            self.game.log.add("{0} sends {1} home booted", job.player, mark)
        for _ in range(2):
            booted: list[Card] = [card for card in mark.attachments if card.booted]
            card = yield from self.may_select_card(job.context, booted)
            if card is None:
                return
            self.game.actions.ace(card, by=job.player)
            self.game.log.add("{0} aces {1}", job.player, card)
