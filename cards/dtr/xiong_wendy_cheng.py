"""Xiong "Wendy" Cheng (01021) — dude, Deputy.
Shootout, Boot: Send an opposing dude home booted.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class XiongWendyCheng(CardScript):
    code = "01021"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing, choose=False),
            message="{player} uses {source} to send {target} home booted",
            handler=self.send_home,
        )

    def opposing(self, dude: Card, context: Context) -> bool:
        shootout = self.game.shootout
        return shootout is not None and shootout.posse_of(dude) is context.player.opponent

    def send_home(self, context: Context) -> None:
        assert context.target is not None
        self.game.actions.send_home(context.target, booted=True)
