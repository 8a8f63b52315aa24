"""Circle M Ranch (01069) — Controller Noon, Boot: If you have 3 or fewer cards in your
play hand, draw a card."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class CircleMRanch(CardScript):
    code = "01069"
    reprints = ("24125",)  # Weird West Edition: "your hand" is the play hand

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.draw_if_short,
        )

    def draw_if_short(self, context: Context) -> None:
        # "If ..." requirements may be played when unmet; they just do nothing (§8.1).
        player = context.player
        if len(player.hand) <= 3:
            if self.game.actions.draw(player, 1):
                self.game.log.add("{0} draws a card", player)
        else:
            self.game.log.add("{0} has {1} cards in hand and draws nothing", player, len(player.hand))
