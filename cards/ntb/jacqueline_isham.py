"""Jacqueline Isham (07009, No Turning Back) — dude.
Repeat React: When Jacqueline joins a mark's posse, or a posse opposing a job, she becomes
a stud.

The Weird West Edition (24103) makes this a trait; this printing is a React her player may
decline (and one that any "cannot use abilities" effect would stop), so it has a script of
its own. A React's effect lasts until the end of the shootout (C5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event


class JacquelineIsham(CardScript):
    code = "07009"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Each time she joins the side opposing the leader (the called-out mark's, or the
        # one opposing a job), as the posses form or later (§5.2, §8.2).
        self.reaction(
            when={"onDudeJoinedPosse": self.joins_the_marks_side},
            repeat=True,
            message="{player} uses {source}",
            handler=self.stand_firm,
        )

    def joins_the_marks_side(self, event: Event) -> bool:
        return event.card is self.card and not event.get("leader_posse")

    def stand_firm(self, context: Context) -> None:
        self.apply_ability_effect(context, effect=AbilityKit.effects.set_as_stud(), match=self.card)
        self.game.log.add("{0}'s {1} becomes a stud", context.player, self.card)
