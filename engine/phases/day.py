"""The Doomtown day (rules digest §3): Gamblin' → Upkeep → High Noon → Sundown, until
someone wins. `play_from` starts at any checkpoint a board can describe (C3).

Running out of cards never ends the game (§10): the discard pile is shuffled in, and a
player with too few cards even then draws a smaller hand (`engine.hands`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.decisions import Decision, Option
from engine.flow import Flow
from engine.phases.gambling import gambling
from engine.phases.high_noon import high_noon
from engine.phases.sundown import sundown
from engine.phases.upkeep import upkeep

if TYPE_CHECKING:
    from engine.game import Game

DAY = ("gambling", "upkeep", "high noon", "sundown")


def play_from(
    game: Game, phase: str, *, turn: int | None = None, passes: int = 0, replay: bool = False
) -> Flow:
    """Run the day from the start of `phase` (or a High Noon turn) until a winner."""
    start = DAY.index(phase)
    first = True
    while game.winner is None:
        for name in DAY[start:]:
            day = game.day
            if name == "high noon" and first and turn is not None:
                yield from high_noon(game, turn=turn, passes=passes, resume=True)
            else:
                yield from PHASE_FLOWS[name](game)
            first = False
            if game.winner is not None:
                return
            if game.pause_after == (day, name):
                yield from pause(game, name)
        start = 0


#: The only answer to a pause.
CONTINUE = "continue"


def pause(game: Game, phase: str) -> Flow:
    """Stop once `phase` is over, before the next one starts: asked for by a reader of the
    game (a scenario advancing to a phase in which nobody had a decision), never by the
    rules. Its one answer, "continue", changes nothing."""
    game.pause_after = None
    yield Decision(game.first_player, f"Continue after {phase}", [Option(CONTINUE, "Continue")], kind="pause")


def _high_noon(game: Game) -> Flow:
    return high_noon(game)


PHASE_FLOWS = {"gambling": gambling, "upkeep": upkeep, "high noon": _high_noon, "sundown": sundown}
