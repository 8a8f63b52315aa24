"""Sifting Squirrel (23013) — dude, Grifter, Shaman.
React, Boot: At the start of the game, you may draw a card and then discard a card. If you
discard a Spirit or Technique, draw a card.

A Grifter's start-of-game React is used once every starting hand is drawn (§2.2). The card
discarded is any card of the hand, the one just drawn included.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.events import Event


class SiftingSquirrel(CardScript):
    code = "23013"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onSetupFinished": self.the_game_starts},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.sift,
        )

    def the_game_starts(self, event: Event) -> bool:
        return True

    def sift(self, context: Context) -> Flow:
        player = context.player
        self.game.actions.draw(player, 1)
        discarded = yield from self.select_card(context, list(player.hand))
        self.game.actions.discard(discarded)
        self.game.log.add("{0} draws a card and discards {1}", player, discarded)
        if discarded.has_keyword("Spirit") or discarded.has_keyword("Technique"):
            self.game.actions.draw(player, 1)
            self.game.log.add("{0} draws a card", player)
