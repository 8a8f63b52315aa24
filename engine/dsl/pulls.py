"""Pulls inside abilities: "Shootout, Pull:", "React, Pull, Boot:" (digest §7.1).

An ability whose text says "Pull" flips the top card of its player's deck and reads its
value and suit ("if the pull is higher than the dude's value", "if the pull is a club");
no skill is added. The pulled card is discarded (a joker aced) once it has been read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities import Context
from engine.dsl.base import ScriptBase
from engine.flow import Flow
from engine.pulls import Pull, SkillCheck, dude_pulls, finish_pull, pull, skill_check

if TYPE_CHECKING:
    from engine.model import Card


class Pulls(ScriptBase):
    """The pulls a handler makes."""

    def pull(self, context: Context, dude: Card | None = None) -> Flow:
        """Pull a card for the ability's player and return the `Pull` (`.value`, `.suit`,
        `.card`; `.card` is None when nothing could be pulled). With `dude`, it is that
        dude's pull for this card, which "after this dude makes a pull" reacts may replace
        (§7.1), and "a pull for a Gadget" reacts see this card as its source. The
        card is discarded after the pull (a joker aced), so the handler reads the returned
        values, not the deck."""
        if dude is None:
            result: Pull = yield from pull(self.game, context.player)
        else:
            result = yield from dude_pulls(self.game, context.player, dude, self.card)
        finish_pull(self.game, result)
        return result

    def skill_check(self, context: Context, dude: Card, skill: str, difficulty: int) -> Flow:
        """Printed "<dude> makes a <skill> skill check of difficulty N" outside a spell or an
        invention (POST-A-TRON's Mad Scientist): `dude` pulls, adding his `skill` rating (0
        without one), against `difficulty` (never below 1) (§7.1). Returns the
        `SkillCheck` (`.succeeded`, `.margin`, `.total`)."""
        check: SkillCheck = yield from skill_check(self.game, context.player, dude, skill, difficulty)
        return check
