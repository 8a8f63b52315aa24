"""Point Blank (24257, Weird West Edition) — action.
Resolution: Boot your non-token stud dude in this posse. Your opponent must ace a dude in
their posse with lower bullets than your dude's bullets.

The Base Set Point Blank (01142) may boot any stud in the posse, a Gunslinger token
included; this printing only a dude that is not a token, so it has its own script: the
Base Set card with that narrower cost.
"""

from __future__ import annotations

from cards.dtr.point_blank import PointBlank
from engine.dsl import Context
from engine.model import Card


class PointBlankWeirdWest(PointBlank):
    code = "24257"

    def stud_in_your_posse(self, dude: Card, context: Context) -> bool:
        return not dude.data.is_token and super().stud_in_your_posse(dude, context)
