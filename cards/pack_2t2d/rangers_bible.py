"""Ranger's Bible (20041, Too Tough to Die) — goods, Attire; +1 influence.
Cheatin' Resolution, Boot: If your draw hand is legal this shootout round, lower a player's
hand rank by this dude's influence, to a maximum reduction of 4.

A Cheatin' Resolution is played only against an illegal hand (§5.6, the play type's own
rule). "If your draw hand is legal" may be unmet when it is played: it then does nothing
but boot the Bible (§8.1). The dude's influence is read as the ability resolves, the
Bible's own +1 included.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

MAXIMUM_REDUCTION = 4


class RangersBible(CardScript):
    code = "20041"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="cheatin resolution",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.scripture,
        )

    def scripture(self, context: Context) -> Flow:
        if self.reveals_cheatin(context.player):
            return
        dude = self.parent
        assert dude is not None
        players = {player.name: player for player in self.game.players}
        chosen = players[(yield from self.choose_option(context, list(players), "Select a player"))]
        reduction = min(dude.influence, MAXIMUM_REDUCTION)
        self.game.actions.modify_rank(chosen, -reduction)
        self.game.log.add("{0} lowers {1}'s hand rank by {2}", context.player, chosen, reduction)
