"""Recruitment Drive (01133) — action.
Noon Job: Mark the town square (any player may oppose the job). If successful, put a dude or
deed into play from your discard pile, reducing its cost by 5 ghost rock.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript
from engine.flow import Flow
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.jobs import Job
    from engine.model import Card


def dude_or_deed(card: Card) -> bool:
    return card.is_dude or card.is_deed


class RecruitmentDrive(CardScript):
    code = "01133"
    reprints = ("24246",)  # Weird West Edition: "Mark the town square." (two players: the opponent opposes)

    def setup_abilities(self, ability: AbilityKit) -> None:
        # In a two-player game "any player may oppose" is the opponent, as in every job (§6.3).
        self.job(mark="town square", on_success=self.recruit)

    def recruit(self, job: Job) -> Flow:
        plays = self.playable(job.player, card=dude_or_deed, source=Zone.DISCARD, reduction=5)
        yield from self.play_card(job.context, plays)
