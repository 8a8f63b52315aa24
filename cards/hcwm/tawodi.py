"""Tawodi (22016) — Noon Job, Boot: Mark the town square. If successful, choose a dude or
deed in your discard pile and play it, lowering the cost by 2, to a minimum of 1.

The success text resolves while the posse is still at the mark (§6.6). "To a minimum of 1"
bounds the reduction, not the cost: a card costing 3 costs 1, one costing 2 costs 1, one
costing 1 costs 1. The card is played paying that cost (§3.5): a dude
enters play at home, a deed at an end of the street; one the player cannot afford is not
offered.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.flow import Flow
from engine.jobs import Job
from engine.model import Card
from engine.zones import Zone

#: "Lowering the cost by 2, to a minimum of 1."
REDUCTION, MINIMUM = 2, 1


class Tawodi(CardScript):
    code = "22016"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(mark="town square", on_success=self.play_from_discard)

    def dude_or_deed(self, card: Card) -> bool:
        return card.is_dude or card.is_deed

    def reduction(self, card: Card) -> int:
        # Every dude and deed costs 1 or more (only tokens cost 0, and they are never in a pile).
        return min(REDUCTION, card.data.cost - MINIMUM)

    def play_from_discard(self, job: Job) -> Flow:
        pile = [card for card in job.player.discard if self.dude_or_deed(card)]
        plays = [
            play
            for reduction in sorted({self.reduction(card) for card in pile})
            for play in self.playable(
                job.player, card=self.dude_or_deed, source=Zone.DISCARD, reduction=reduction
            )
            if self.reduction(play.card) == reduction
        ]
        if not plays:
            self.game.log.add("{0} has no dude or deed to play", job.player)
            return
        yield from self.play_card(job.context, plays)
