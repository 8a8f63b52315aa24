"""Travis Moone (01049) — Grifter.
React, Boot: At the start of the game, shuffle your play hand into your deck and draw 5
cards."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class TravisMoone(CardScript):
    code = "01049"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onSetupFinished": lambda event: True},
            cost=ability.costs.boot_self(),
            message="{player} uses {source} to shuffle their play hand into their deck and draw 5 cards",
            handler=self.new_hand,
        )

    def new_hand(self, context: Context) -> None:
        player, actions = context.player, self.game.actions
        actions.shuffle_into_deck(player, *player.hand)
        actions.draw(player, 5)
