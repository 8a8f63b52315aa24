"""Lawrence Blackwood (24081, Weird West Edition) — dude.
Noon, Boot: If Lawrence is at a deed you do not own, give him 1 control point until he
leaves that deed or the end of the turn (whichever occurs first).

The Base Set Lawrence Blackwood (01037) is worth the control point for as long as he
stays at the deed, day after day; this printing's point also ends with the turn (the
day: "until end of turn" effects end in Sundown, §3), so it has its own script: the Base
Set ability with the shorter duration.
"""

from __future__ import annotations

from cards.dtr.lawrence_blackwood import LawrenceBlackwood
from engine.dsl import AbilityKit, Context


class LawrenceBlackwoodWeirdWest(LawrenceBlackwood):
    code = "24081"

    def stake_out(self, context: Context) -> None:
        # "If ..." requirements may be played when unmet; they just do nothing (§8.1).
        deed = self.deed_you_do_not_own(context)
        if deed is None:
            return
        self.while_it_stays(
            context, effect=AbilityKit.effects.modify_control(1), match=self.card, today_only=True
        )
        self.game.log.add(
            "{0} gives {1} 1 control point until he leaves {2} or the day ends",
            context.player,
            self.card,
            deed,
        )
