"""Jacqueline Isham (24103, Weird West Edition) — dude.
When Jacqueline joins a mark's posse, or a posse opposing a job, she becomes a stud until
the end of the shootout.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event


class JacquelineIsham(CardScript):
    code = "24103"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # A trait: each time she joins the side opposing the leader (the called-out mark's,
        # or the one opposing a job), as the posses form or later (§5.2, §8.2).
        self.trait_reaction(when={"onDudeJoinedPosse": self.joins_the_marks_side}, handler=self.stand_firm)

    def joins_the_marks_side(self, event: Event) -> bool:
        return event.card is self.card and not event.get("leader_posse")

    def stand_firm(self, context: Context) -> None:
        self.until_end_of_shootout(context, effect=AbilityKit.effects.set_as_stud(), match=self.card)
        self.game.log.add("{0}'s {1} becomes a stud", context.player, self.card)
