"""Tai Chi Chuan Garden (25036) — deed, Public, Holy Ground.
React, Boot: After you succeed with a pull, draw a card and discard a card.

A pull you succeed with is a skill check made for you (a spell, an invention, a "makes a
skill check" text) or a technique performed for you (§7.1–7.4): `onPullSuccess`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.events import Event


class TaiChiChuanGarden(CardScript):
    code = "25036"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onPullSuccess": self.you_succeed_with_a_pull},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.draw_and_discard,
        )

    def you_succeed_with_a_pull(self, event: Event) -> bool:
        return event.player is self.controller

    def draw_and_discard(self, context: Context) -> Flow:
        player = context.player
        self.game.actions.draw(player, 1)
        if not player.hand:
            return
        card = yield from self.select_card(context, list(player.hand), "Select a card")
        self.game.actions.discard(card)
        self.game.log.add("{0} draws a card and discards {1}", player, card)
