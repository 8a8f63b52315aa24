"""Yagn's Mechanical Skeleton (24175, Weird West Edition) — goods, Weapon, Attire, Horse, Gadget.
This dude gains the Gadget keyword.
React, Boot: When this dude would be moved or booted by another player's ability, they do
not move or boot.

"Would be moved or booted" is announced before it happens (engine.replacements): a move
that boots (sent home booted, a move "booting him") is stopped as a whole. An ability is
"another player's" when its player is not the Skeleton's controller; the rules' own steps
(joining a posse, fleeing, casualties) are no player's ability.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.replacements import NOTHING


class YagnsMechanicalSkeleton(CardScript):
    code = "24175"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(effect=ability.effects.gains_keyword("Gadget"))
        self.reaction(
            when={
                "onDudeWouldBeMoved": self.another_player_would_move_or_boot_this_dude,
                "onCardWouldBeBooted": self.another_player_would_move_or_boot_this_dude,
            },
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.stand_fast,
        )

    def another_player_would_move_or_boot_this_dude(self, event: Event) -> bool:
        by = event.get("by")
        return event.card is self.card.parent and by is not None and by is not self.controller

    def stand_fast(self, context: Context) -> None:
        event = context.event
        assert event is not None
        event.replace(NOTHING)
        self.game.log.add("{0}'s {1} does not move or boot", context.player, event.card)
