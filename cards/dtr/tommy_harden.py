"""Tommy Harden (01018) — If your opponent in Tommy's shootout reveals a cheatin' hand,
raise your draw hand rank by 1 for this round.
If your draw hand is also legal, raise your hand rank by 2 instead."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event


class TommyHarden(CardScript):
    code = "01018"
    reprints = ("24067",)  # Weird West Edition: "raise your hand rank": the same draw hand

    def setup_abilities(self, ability: AbilityKit) -> None:
        # A trait on the reveal (§8.2): no choice. "This round" is the round's hand-rank
        # modifier, which the winner check reads and the next round resets (§5.4, §5.6).
        self.trait_reaction(
            when={"onDrawHandsRevealed": self.opponent_cheats_in_tommys_shootout}, handler=self.raise_rank
        )

    def opponent_cheats_in_tommys_shootout(self, event: Event) -> bool:
        shootout = self.game.shootout
        if shootout is None or not shootout.in_posse(self.card):
            return False
        opponent = shootout.opposing(self.controller_now)
        theirs = self.game.hand_results.get(opponent.index)
        return theirs is not None and theirs.cheatin

    def raise_rank(self, context: Context) -> None:
        player = context.player
        mine = self.game.hand_results.get(player.index)
        amount = 2 if mine is not None and not mine.cheatin else 1
        if self.game.actions.modify_rank(player, amount):
            self.game.log.add("{0}'s {1} raises {0}'s hand rank by {2}", player, self.card, amount)
