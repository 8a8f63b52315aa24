"""Baker Andrews (24085, Weird West Edition) — dude.
Resolution: If your hand is cheatin', give Baker 1 bounty to raise your hand rank by 1.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class BakerAndrews(CardScript):
    code = "24085"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Used only while Baker is in a posse (§5.4); the requirement "if your hand is
        # cheatin'" is checked before the play is offered (issue 19).
        self.action(
            play_type="resolution",
            condition=self.your_hand_is_cheatin,
            message="{player} uses {source}",
            handler=self.raise_for_a_bounty,
        )

    def your_hand_is_cheatin(self, context: Context) -> bool:
        return self.reveals_cheatin(context.player)

    def raise_for_a_bounty(self, context: Context) -> None:
        player = context.player
        self.game.actions.add_bounty(self.card, 1)
        if self.game.actions.modify_rank(player, 1):
            self.game.log.add("{0} gives {1} 1 bounty to raise their hand rank by 1", player, self.card)
        else:
            self.game.log.add("{0} gives {1} 1 bounty", player, self.card)
