"""Pearly's Palace (01064) — Controller React, Boot: After a shootout starts but before
any player makes a Shootout play, make a Shootout play."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow


def posses_formed(event: Event) -> bool:
    """The shootout has started and its first Shootout plays window is still to come."""
    return True


class PearlysPalace(CardScript):
    code = "01064"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onPossesFormed": posses_formed},
            controller=True,
            cost=ability.costs.boot_self(),
            message="{player} uses {source} to make a shootout play",
            handler=self.shootout_play,
        )

    def shootout_play(self, context: Context) -> Flow:
        yield from self.make_a_play(context, "shootout plays")
