"""Two Hundred Fifty Rounds (24237, Weird West Edition) — action, Technique, Tao of Bull
Demon King.
Shootout Tao Technique: Reduce your casualties this round by one. Combo if you control
this location.

The reduction is a player effect on the technique's player for this round: it lowers their
casualties by 1 as the round's casualties are set, never below 0 (§5.7); two of them
(a combo) lower it by 2. "This location" is the shootout's: a location you control is your
home or a deed you control, never the town square (§3.5, §4.3). The first printing (18038,
Blood Moon Rising) prints the same text.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.phases.noon_actions import controls_location


class TwoHundredFiftyRounds(CardScript):
    code = "24237"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.technique_action(
            play_type="shootout", on_success=self.hold_the_line, combo=self.you_control_this_location
        )

    def hold_the_line(self, context: Context) -> None:
        self.until_end_of_shootout_round(
            context, targets_players=True, effect=AbilityKit.effects.reduce_casualties(1)
        )
        self.game.log.add("{0} reduces their casualties this round by 1", context.player)

    def you_control_this_location(self, context: Context) -> bool:
        shootout = self.game.shootout
        return shootout is not None and controls_location(self.game, context.player, shootout.location)
