"""Shadow Walk (24187, Weird West Edition) — spell, Hex.
Noon Hex 7, Boot: Move this dude (without booting).
Shootout Hex 7, Boot: This dude joins your posse. You may discard this Hex to make
another Shootout play.

The Noon spell is the Base Set's (01102): a card-effect move to any location, booting
nobody (§4.2). The Shootout spell differs: the Base Set card gives another Shootout play
for free, this printing only if its player discards the Hex, so it has its own script:
the Base Set spells with that choice.
"""

from __future__ import annotations

from cards.dtr.shadow_walk import ShadowWalk
from engine.dsl import Context
from engine.flow import Flow

DISCARD = "discard Shadow Walk to make another play"
KEEP = "keep Shadow Walk"


class ShadowWalkWeirdWest(ShadowWalk):
    code = "24187"

    def walk_into_the_fight(self, context: Context) -> Flow:
        huckster = self.parent
        assert huckster is not None
        yield from self.move_into_posse(context, huckster)
        answer = yield from self.choose_option(context, [DISCARD, KEEP])
        if answer == DISCARD:
            self.game.log.add("{0} discards {1} to make another Shootout play", context.player, self.card)
            self.game.actions.discard(self.card)
            self.game.actions.grant_another_play(context.player)
