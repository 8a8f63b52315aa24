"""Philip Swinford (Exp.1) (04003, Election Day Slaughter) — dude, Experienced 1, Deputy.
Each time an opposing player reveals an illegal draw hand and you do not, you may draw a
card then discard a card.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow


class PhilipSwinfordExp1(CardScript):
    code = "04003"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # "you may" makes it optional: a react; "each time" makes it repeatable.
        self.reaction(
            when={"onDrawHandsRevealed": self.opponent_cheats_and_you_do_not},
            repeat=True,
            message="{player} uses {source}",
            handler=self.draw_then_discard,
        )

    def opponent_cheats_and_you_do_not(self, event: Event) -> bool:
        you = self.controller_now
        mine, theirs = self.game.hand_results.get(you.index), self.game.hand_results.get(you.opponent.index)
        return mine is not None and theirs is not None and theirs.cheatin and not mine.cheatin

    def draw_then_discard(self, context: Context) -> Flow:
        player = context.player
        self.game.actions.draw(player, 1)
        discarded = yield from self.select_card(context, list(player.hand), "Select a card")
        self.game.actions.discard(discarded)
        self.game.log.add("{0} draws a card then discards {1}", player, discarded)
