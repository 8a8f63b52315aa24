"""Clint Ramsey (Exp.1) (23019, Welcome to Deadwood) — dude, Deputy.
Repeat React: After your opponent reveals a cheatin' hand, unboot Clint.

A reveal in a shootout or in lowball (§5.6, §3.1). Repeat: no limit of uses (§8.2). The
older Clint Ramsey printings have no text: this one has its own script.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event


class ClintRamseyExp1(CardScript):
    code = "23019"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onDrawHandsRevealed": self.your_opponent_cheats},
            repeat=True,
            message="{player} uses {source}",
            handler=self.unboot_clint,
        )

    def your_opponent_cheats(self, event: Event) -> bool:
        return self.card.booted and self.reveals_cheatin(self.controller_now.opponent)

    def unboot_clint(self, context: Context) -> None:
        self.game.actions.unboot(self.card)
        self.game.log.add("{0} unboots {1}", context.player, self.card)
