"""Outgunned (24251, Weird West Edition) — action.
Resolution: If your posse has higher total bullets than the opposing posse, boot your
shooter to increase your hand rank by 2.

"If ..." may be played when unmet: it then does nothing (§8.1). The boot is what the
increase costs, so a shooter already booted cannot pay it and the rank stays. The
increase lasts for this round, as every hand rank modifier (§5.6).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class Outgunned(CardScript):
    code = "24251"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="resolution", message="{player} plays {source}", handler=self.outgun)

    def outgun(self, context: Context) -> None:
        shootout = self.game.shootout
        assert shootout is not None
        ours = sum(dude.bullets for dude in self.your_posse)
        theirs = sum(dude.bullets for dude in self.opposing_posse)
        shooter = shootout.shooters.get(context.player.index)
        if ours > theirs and shooter is not None and not shooter.booted:
            self.game.actions.boot(shooter)
            if self.game.actions.modify_rank(context.player, 2):
                self.game.log.add("{0} boots {1} to increase their hand rank by 2", context.player, shooter)
            else:
                self.game.log.add("{0} boots {1}", context.player, shooter)
