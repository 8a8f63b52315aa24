"""Force Field (01092) — goods, Gadget • Difficulty 5.
Repeat Resolution, Pay X Ghost Rock: Raise your draw hand rank by X for this round, but not
to exceed your opponent's hand rank.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class ForceField(CardScript):
    code = "01092"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # "But not to exceed your opponent's hand rank": X is offered only up to the ranks
        # you are behind, so no ghost rock is paid for nothing (README "Rules choices").
        self.action(
            play_type="resolution",
            repeat=True,
            cost=ability.costs.pay_x(1, self.ranks_behind),
            message="{player} uses {source} to raise their hand rank by {x}",
            handler=self.raise_rank,
        )

    def ranks_behind(self, context: Context) -> int:
        return self.hand_rank(context.player.opponent) - self.hand_rank(context.player)

    def raise_rank(self, context: Context) -> None:
        # "For this round": the round's hand-rank modifier, reset as the next round starts.
        self.game.actions.modify_rank(context.player, context.x)
