"""It's Not What You Know... (24252, Weird West Edition) — action.
Resolution: Lower a player's hand rank by 1.
Cheatin' Resolution: Lower a player's hand rank by 4.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class ItsNotWhatYouKnow(CardScript):
    code = "24252"
    reprints = ("03021",)  # the older printing's wording behaves the same

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="resolution", message="{player} plays {source}", handler=self.lower_by_one)
        # Only against an illegal hand, one cheatin' resolution per player per round: the
        # play type's own rule (engine.abilities.cheatin_refusal, §5.6).
        self.action(
            play_type="cheatin resolution", message="{player} plays {source}", handler=self.lower_by_four
        )

    def lower_by_one(self, context: Context) -> Flow:
        yield from self.lower_a_players_hand_rank(context, 1)

    def lower_by_four(self, context: Context) -> Flow:
        yield from self.lower_a_players_hand_rank(context, 4)

    def lower_a_players_hand_rank(self, context: Context, amount: int) -> Flow:
        players = {player.name: player for player in self.game.players}
        chosen = players[(yield from self.choose_option(context, list(players), "Select a player"))]
        if self.game.actions.modify_rank(chosen, -amount):
            self.game.log.add("{0} lowers {1}'s hand rank by {2}", context.player, chosen, amount)
