"""Mortimer Parsons (03003, Double Dealin') — dude, Mad Scientist 0.
If Mortimer is in your posse when you reveal an illegal draw hand, send him home booted and
reduce his influence to 0 until after Sundown. If you have no other dudes in your posse,
the shootout immediately ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event


class MortimerParsons(CardScript):
    code = "03003"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(
            when={"onDrawHandsRevealed": self.you_reveal_an_illegal_hand}, handler=self.slink_off
        )

    def you_reveal_an_illegal_hand(self, event: Event) -> bool:
        mine = self.game.hand_results.get(self.controller_now.index)
        return self.in_its_shootout() and mine is not None and mine.cheatin

    def slink_off(self, context: Context) -> None:
        you = self.controller_now
        self.game.actions.send_home(self.card, booted=True)
        # "Until after Sundown": through the end of this day's Sundown phase.
        self.until_end_of_phase(
            context, match=self.card, effect=AbilityKit.effects.fix_influence(0), phase="sundown"
        )
        self.game.log.add("{0} sends {1} home booted with 0 influence", you, self.card)
        if not self.your_posse:
            self.end_the_shootout()
            self.game.log.add("{0} has no other dude in the posse: the shootout ends", you)
