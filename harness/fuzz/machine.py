"""The engine fuzzer: a Hypothesis state machine that plays whatever the engine offers.

One rule, `decide`, draws an index into `game.pending.options` and answers with that
option: every play window and every kind of decision is reached through the same rule,
no draw is wasted on a precondition, and index 0 (usually "pass" or the first option)
is where shrinking goes, so a counterexample collapses to a few plays among passes
(the toolchain notes on Hypothesis: one rule drawing from the legal decisions). The game
starts from `harness.fuzz.boards.starts()`.

After every decision the checks of `harness.fuzz.checks.EVERY_STEP` run (board and effect
invariants, a decision offered or the game over, printed timing, stats recomputed,
illegal answers refused without a trace); every `COSTLY_EVERY` decisions and at the end
of a game the costly ones run too (the snapshot rebuilds and accepts an offered option,
the decision log replays to the same position). A failure found in Hypothesis' final,
shrunk replay is written as a regression file (`harness.fuzz.regressions`).

`STATS` counts what the fuzzer did in this process (decisions, boards, windows, events,
rules traced, checks run, failures) for `gomorra fuzz` and `reports/fuzz-reached.json`.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.control import current_build_context
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from engine.game import Game
from harness.fuzz.boards import Start, starts
from harness.fuzz.checks import AT_END, CHECKS, COSTLY, EVERY_STEP, SAMPLED
from harness.fuzz.regressions import DEFAULT_FOLDER, Failure, write_regression

#: The sampled checks run after every this many decisions, the costly ones after every
#: `COSTLY_EVERY`; both also run when a game ends (`teardown`).
SAMPLE_EVERY = 4
COSTLY_EVERY = 64


@dataclass
class Stats:
    """What the fuzzer did in this process."""

    decisions: int = 0
    boards: int = 0
    checks: int = 0
    failures: int = 0
    seconds: float = 0.0
    windows: Counter[str] = field(default_factory=Counter)
    events: Counter[str] = field(default_factory=Counter)
    rules: Counter[str] = field(default_factory=Counter)
    abilities: Counter[str] = field(default_factory=Counter)
    starts: Counter[str] = field(default_factory=Counter)

    def trace(self, kind: str, item: str) -> None:
        """A rules-trace listener (engine.tracing): counts events, rules and abilities."""
        if kind == "event":
            self.events[item] += 1
        elif kind == "rule":
            self.rules[item] += 1
        elif kind == "ability.resolved":
            self.abilities[item] += 1

    def merge(self, other: dict[str, Any]) -> None:
        for name in ("decisions", "boards", "checks", "failures", "seconds"):
            setattr(self, name, getattr(self, name) + other[name])
        for name in ("windows", "events", "rules", "abilities", "starts"):
            getattr(self, name).update(other[name])

    def as_dict(self) -> dict[str, Any]:
        return {
            "decisions": self.decisions,
            "boards": self.boards,
            "checks": self.checks,
            "failures": self.failures,
            "seconds": self.seconds,
            **{
                name: dict(getattr(self, name))
                for name in ("windows", "events", "rules", "abilities", "starts")
            },
        }


STATS = Stats()
#: Regression files written in this process, newest last.
WRITTEN: list[Path] = []


def _final() -> bool:
    """Whether Hypothesis is replaying the shrunk failing example for the last time."""
    try:
        return current_build_context().is_final
    except Exception:  # outside a Hypothesis run (a plain call in a test)
        return False


class EngineMachine(RuleBasedStateMachine):
    """Plays one fuzzed game per example; see the module docstring."""

    #: Where the final, shrunk failure is written (None: nowhere). Tests point it elsewhere.
    regressions: ClassVar[Path | None] = DEFAULT_FOLDER
    #: Whether games are traced for the reached report (slower: every effect read traces).
    traced: ClassVar[bool] = False

    def __init__(self) -> None:
        super().__init__()
        self.game: Game | None = None
        self.start: Start | None = None
        self.steps = 0
        self.ended = False
        self.began = time.perf_counter()

    # -- the game ---------------------------------------------------------------------------
    @initialize(start=starts())
    def begin(self, start: Start) -> None:
        self.start = start
        game = start.game()
        if self.traced:
            game.add_tracer(STATS.trace)
        self.game = game
        STATS.boards += 1
        STATS.starts[start.kind] += 1
        self._note_window()

    @rule(data=st.data())
    def decide(self, data: st.DataObject) -> None:
        """Answer the pending decision with a drawn option (index 0 shrinks to a pass)."""
        game = self.game
        if game is None or game.pending is None:
            return
        pending = game.pending
        index = data.draw(st.integers(0, len(pending.options) - 1), label="option")
        option = pending.options[index].id
        try:
            game.decide(pending.player, option)
        except Exception as error:
            self._failed("decide", [f"{game.players[pending.player].name}: {option!r} raised {error!r}"])
            raise
        self.steps += 1
        STATS.decisions += 1
        self._note_window()

    def _note_window(self) -> None:
        game = self.game
        if game is not None and game.pending is not None:
            STATS.windows[game.pending.kind] += 1

    # -- the checks -------------------------------------------------------------------------
    def _run(self, names: tuple[str, ...]) -> None:
        game = self.game
        if game is None:
            return
        for name in names:
            STATS.checks += 1
            problems = CHECKS[name](game)
            if problems:
                self._failed(name, problems)
                raise AssertionError(f"invariant '{name}' broken: {problems}")

    def _failed(self, check: str, problems: list[str]) -> None:
        """Count a failure; in the final, shrunk replay write it as a regression file."""
        STATS.failures += 1
        if self.regressions is None or not _final() or self.game is None or self.start is None:
            return
        path = write_regression(Failure.of(self.game, self.start, check, problems), self.regressions)
        WRITTEN.append(path)

    @invariant()
    def every_step(self) -> None:
        if self.game is not None and self.game.over and self.ended:
            return  # checked once the game ended; the steps left have nothing to play
        self.ended = self.game is not None and self.game.over
        self._run(EVERY_STEP)
        if self.steps and self.steps % SAMPLE_EVERY == 0:
            self._run(SAMPLED)
        if self.steps and self.steps % COSTLY_EVERY == 0:
            self._run(COSTLY)

    def teardown(self) -> None:
        try:
            self._run(SAMPLED + AT_END)
        finally:
            STATS.seconds += time.perf_counter() - self.began


#: The pytest entry point (`tests/test_fuzz.py` runs it under the loaded profile).
TestEngine = EngineMachine.TestCase


def run(profile: settings | None = None) -> None:
    """Run the machine once under `profile` (or the loaded profile)."""
    from hypothesis.stateful import run_state_machine_as_test

    run_state_machine_as_test(EngineMachine, settings=profile)
