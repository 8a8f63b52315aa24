"""Leychaa'i Youngheart (21014) — dude of the First Peoples.
Noon/Shootout: Move a non-Spirit Sidekick from your dude at this or an adjacent location to
another of your dudes at this or an adjacent location.

"This location" is Leychaa'i's; both dudes stand there or next door (§4.1), and either may be
Leychaa'i. The Sidekick changes parent without leaving play (its boot state goes with it).
The ability is offered only with such a Sidekick and a dude to take it (issue 19).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


class LeychaaiYoungheart(CardScript):
    code = "21014"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon/shootout",
            condition=self.a_sidekick_can_move,
            message="{player} uses {source}",
            handler=self.pass_the_sidekick,
        )

    def your_dudes_nearby(self, context: Context) -> list[Card]:
        return [dude for dude in context.player.dudes() if self.is_nearby(dude)]

    def movable_sidekicks(self, context: Context) -> list[Card]:
        return [
            sidekick
            for dude in self.your_dudes_nearby(context)
            for sidekick in dude.attachments_with("Sidekick")
            if not sidekick.has_keyword("Spirit") and self.receivers(context, sidekick)
        ]

    def receivers(self, context: Context, sidekick: Card) -> list[Card]:
        return [dude for dude in self.your_dudes_nearby(context) if dude is not sidekick.parent]

    def a_sidekick_can_move(self, context: Context) -> bool:
        return bool(self.movable_sidekicks(context))

    def pass_the_sidekick(self, context: Context) -> Flow:
        sidekick = yield from self.select_card(context, self.movable_sidekicks(context), "Select a card")
        receiver = yield from self.select_card(context, self.receivers(context, sidekick), "Select a dude")
        self.game.actions.move_attachment(sidekick, receiver)
        self.game.log.add("{0} moves {1} to {2}", context.player, sidekick, receiver)
