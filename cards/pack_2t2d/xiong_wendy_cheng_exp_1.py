"""Xiong "Wendy" Cheng (Exp.1) (20021, Too Tough to Die) — dude, Deputy.
Opposing wanted dudes at Wendy's location have -2 value.

Shootout, Boot: Choose an opposing dude. Send them home booted. If they have bounty
greater than their grit, discard them.

"Choose" (§8.1): a dude protected from being chosen cannot be picked. The grit compared is
the dude's grit as it stands after he is sent home (value + bullets + influence, §1.3): by
then he is away from Wendy, so her -2 value no longer lowers it. Discarding a wanted dude
by Wendy's effect pays his bounty to her player (§9.2). The discard is logged only if it
happened: a dude spared by Shield of Faith stays in play.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class XiongWendyChengExp1(CardScript):
    code = "20021"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            target_controller="opponent",
            match=self.wanted_at_her_location,
            effect=ability.effects.modify_value(-2),
        )
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing),
            message="{player} uses {source} to send {target} home booted",
            handler=self.send_home,
        )

    def wanted_at_her_location(self, card: Card) -> bool:
        return card.wanted and card.location == self.card.location

    def opposing(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse

    def send_home(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.send_home(dude, booted=True)
        if dude.bounty > dude.grit:
            self.game.actions.discard(dude, by=context.player)
            if not dude.in_play:
                self.game.log.add(
                    "{0} discards {1}: their bounty is greater than their grit", context.player, dude
                )
