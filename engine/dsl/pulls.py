"""Pulls inside abilities: "Shootout, Pull:", "React, Pull, Boot:" (digest §7.1).

An ability whose text says "Pull" flips the top card of its player's deck and reads its
value and suit ("if the pull is higher than the dude's value", "if the pull is a club");
no skill is added. The pulled card is discarded (a joker aced) once it has been read.
"""

from __future__ import annotations

from engine.abilities import Context
from engine.dsl.base import ScriptBase
from engine.flow import Flow
from engine.pulls import Pull, finish_pull, pull


class Pulls(ScriptBase):
    """The pulls a handler makes."""

    def pull(self, context: Context) -> Flow:
        """Pull a card for the ability's player and return the `Pull` (`.value`, `.suit`,
        `.card`; `.card` is None when nothing could be pulled). The card is discarded
        after the pull, so the handler reads the returned values, not the deck."""
        result: Pull = yield from pull(self.game, context.player)
        finish_pull(self.game, result)
        return result
