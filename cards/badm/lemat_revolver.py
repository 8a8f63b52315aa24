"""LeMat Revolver (13014, Bad Medicine) — goods, Weapon.
Cheatin' Resolution, Boot: Increase your hand rank by this dude's bullet rating.
Resolution, Boot: Only use this ability if this dude is a stud. If, by including the top
card of your discard pile with your draw hand, you have three pairs (of different values),
increase your hand rank by this dude's bullet rating.

The Weird West Edition (24162) asks that the dude be a stud *and your shooter*; this
printing only that he be a stud, so a stud in the posse who is not the shooter may use it:
a script of its own, the Weird West Edition's with that wider requirement.
"""

from __future__ import annotations

from cards.dt2.lemat_revolver import LeMatRevolver
from engine.dsl import Context


class LeMatRevolverBadMedicine(LeMatRevolver):
    code = "13014"

    def stud_shooter(self, context: Context) -> bool:
        # "Only use this ability if this dude is a stud": shooter or not.
        shootout, dude = self.game.shootout, self.parent
        return shootout is not None and dude is not None and dude.shooter == "stud"
