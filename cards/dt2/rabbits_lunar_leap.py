"""Rabbit's Lunar Leap (24225, Weird West Edition) — action, Technique, Tao of the Jade Rabbit.
Shootout Tao Technique: This dude joins your posse. You may unboot this dude. Combo if
there are more dudes in the opposing posse.

"This dude" is the Kung Fu dude who performs it: any of yours, in the fight or not (a
technique that brings its dude in, `shootout:join`). He joins without booting, moving to
the fight if he stands elsewhere; a dude already in the posse stays. The combo compares
the posses once he is in.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.kung_fu import performer

UNBOOT, STAY = "unboot", "stay booted"


class RabbitsLunarLeap(CardScript):
    code = "24225"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.technique_action(play_type="shootout:join", on_success=self.leap, combo=self.outnumbered)

    def leap(self, context: Context) -> Flow:
        dude = performer(context)
        if dude not in self.your_posse:
            yield from self.move_into_posse(context, dude)
            self.game.log.add("{0}'s {1} leaps into the posse", context.player, dude)
        if dude.booted:
            answer = yield from self.choose_option(context, [UNBOOT, STAY])
            if answer == UNBOOT:
                self.game.actions.unboot(dude)
                self.game.log.add("{0} unboots {1}", context.player, dude)

    def outnumbered(self, context: Context) -> bool:
        return len(self.opposing_posse) > len(self.your_posse)
