"""Shrinking a campaign's finding within the campaign's time, one candidate a step.

A campaign's workers run Hypothesis without its shrink phase (whose time has no bound a
campaign can set: one bug once overran `--minutes` by minutes, and each worker re-shrank
its own copy). The campaign shrinks one failure per signature here instead, between
reading its workers' reports, checking its deadline before every candidate (and inside a
candidate's replay): what is not done by then is written as it stands, `shrunk: false`.

A candidate is the failure's board and decisions with something left out; it is kept
when replaying it (`harness.fuzz.regressions.play_through`, the regression replay, with
refused decisions ending the replay) fails with the same signature. The passes, repeated
until none helps: cut the decisions after the failure; leave out runs of decisions,
halving the run down to one (delta debugging); leave out one item of each list on the
board (hands, decks, dudes, effects: a board the schema refuses is no candidate).
"""

from __future__ import annotations

import copy
import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

from engine.board_spec import BoardError
from harness.fuzz.findings import Signature, player_names, signature_of
from harness.fuzz.regressions import Failure, play_through


def reproduces(failure: Failure, signature: Signature, deadline: float | None = None) -> int | None:
    """The number of decisions after which `failure`'s replay fails with `signature`
    (None: it does not, a decision is refused, the board is refused, or time ran out)."""
    try:
        verdict = play_through(
            failure.board, failure.decisions, failure.check, strict=True, deadline=deadline
        )
    except BoardError:
        return None
    except Exception as error:  # the board builds into a crash: a finding of its own
        found = signature_of("decide", [], error=error)
        return 0 if found == signature else None
    if verdict.ok:
        return None
    found = signature_of(
        failure.check, verdict.problems, error=verdict.error, names=player_names(failure.board)
    )
    return verdict.at if found == signature else None


@dataclass
class Shrinker:
    """Shrinks `best` one candidate per `step()`; `done` once no pass helps any more."""

    best: Failure
    signature: Signature
    done: bool = False
    steps: int = 0

    def __post_init__(self) -> None:
        self._deadline: float | None = None
        self._passes = self._run()

    def step(self, deadline: float) -> bool:
        """Try one candidate (its replay stops at `deadline`); False once done."""
        if self.done:
            return False
        self._deadline = deadline
        self.steps += 1
        try:
            next(self._passes)
        except StopIteration:
            self.done = True
        return not self.done

    def _try(self, candidate: Failure) -> bool:
        at = reproduces(candidate, self.signature, self._deadline)
        if at is None:
            return False
        self.best = replace(candidate, decisions=candidate.decisions[:at])
        return True

    def _run(self) -> Iterator[None]:
        yield
        self._try(self.best)  # the cut after the failure
        progress = True
        while progress:
            progress = False
            for improved in self._leave_out_decisions():
                progress |= improved
                yield
            for improved in self._leave_out_board_items():
                progress |= improved
                yield

    def _leave_out_decisions(self) -> Iterator[bool]:
        run = max(1, len(self.best.decisions) // 2)
        while run >= 1:
            start = 0
            while start < len(self.best.decisions):
                decisions = self.best.decisions
                candidate = replace(self.best, decisions=decisions[:start] + decisions[start + run :])
                improved = self._try(candidate)
                if not improved:
                    start += run
                yield improved
            run //= 2

    def _leave_out_board_items(self) -> Iterator[bool]:
        for path in _list_paths(self.best.board):
            index = len(_at(self.best.board, path)) - 1
            while index >= 0:
                board = copy.deepcopy(self.best.board)
                del _at(board, path)[index]
                yield self._try(replace(self.best, board=board))
                index -= 1


def _list_paths(board: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The paths to every list in the board, deepest first (a dude's attachments before the
    dudes), the players list itself left out (a game has two players)."""
    found: list[tuple[Any, ...]] = []
    items = board.items() if isinstance(board, dict) else enumerate(board) if isinstance(board, list) else []
    for key, value in items:
        if isinstance(value, (dict, list)):
            found += _list_paths(value, (*path, key))
    if isinstance(board, list) and path != ("players",):
        found.append(path)
    return found


def _at(board: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        board = board[key]
    return board


def shrink(failure: Failure, signature: Signature, seconds: float) -> tuple[Failure, bool]:
    """Shrink `failure` for at most `seconds`: (the smallest found, whether it finished)."""
    deadline = time.monotonic() + seconds
    shrinker = Shrinker(failure, signature)
    while time.monotonic() < deadline and shrinker.step(deadline):
        pass
    return shrinker.best, shrinker.done
