"""Barton Everest (01040) — If you reveal a cheatin' hand in Barton's shootout, raise
your draw hand rank by 1 for this round."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event


class BartonEverest(CardScript):
    code = "01040"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # A trait on the reveal (§8.2): no choice. "This round" is the round's hand-rank
        # modifier, which the winner check reads and the next round resets (§5.4, §5.6).
        self.trait_reaction(
            when={"onDrawHandsRevealed": self.you_cheat_in_bartons_shootout}, handler=self.raise_rank
        )

    def you_cheat_in_bartons_shootout(self, event: Event) -> bool:
        shootout = self.game.shootout
        if shootout is None or not shootout.in_posse(self.card):
            return False
        mine = self.game.hand_results.get(self.controller_now.index)
        return mine is not None and mine.cheatin

    def raise_rank(self, context: Context) -> None:
        player = context.player
        if self.game.actions.modify_rank(player, 1):
            self.game.log.add("{0}'s {1} raises {0}'s hand rank by 1", player, self.card)
