"""Cheatin' Varmint (01129) — action.
Resolution: Pay 5 ghost rock to lower a player's draw hand by 2 ranks.
Cheatin' Resolution: Lower a player's draw hand by 2 ranks.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class CheatinVarmint(CardScript):
    code = "01129"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="resolution",
            cost=ability.costs.pay_ghost_rock(5),
            message="{player} plays {source}",
            handler=self.lower_by_two,
        )
        # Only against an illegal hand, one cheatin' resolution per player per round: the
        # play type's own rule (engine.abilities.cheatin_refusal, §5.6).
        self.action(
            play_type="cheatin resolution", message="{player} plays {source}", handler=self.lower_by_two
        )

    def lower_by_two(self, context: Context) -> Flow:
        players = {player.name: player for player in self.game.players}
        chosen = players[(yield from self.choose_option(context, list(players), "Select a player"))]
        if self.game.actions.modify_rank(chosen, -2):
            self.game.log.add("{0} lowers {1}'s draw hand by 2 ranks", context.player, chosen)
