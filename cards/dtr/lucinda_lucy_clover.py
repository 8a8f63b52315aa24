"""Lucinda "Lucy" Clover (01015) — dude.
If your opponent in Lucy's shootout reveals a cheatin' hand, raise the bounty on each dude
in their posse by 1 (including from 0 to 1).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event


class LucindaLucyClover(CardScript):
    code = "01015"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(
            when={"onDrawHandsRevealed": self.opponent_cheats},
            message="{player} uses {source} to raise the bounty on each dude in their opponent's posse",
            handler=self.post_wanted_notices,
        )

    def opponent_cheats(self, event: Event) -> bool:
        return self.in_its_shootout() and self.reveals_cheatin(self.controller.opponent)

    def post_wanted_notices(self, context: Context) -> None:
        shootout = self.game.shootout
        assert shootout is not None
        for dude in list(shootout.posse(context.player.opponent)):
            self.game.actions.add_bounty(dude, 1)
