"""The engine fuzzer: a Hypothesis state machine that plays whatever the engine offers.

One rule, `play`, answers a batch of pending decisions: it draws a plan (a byte for
the batch's length, then two bytes a decision) and answers each decision with the option the plan's number picks among those
offered. Every play window and every kind of decision is reached through the same rule,
no draw is wasted on a precondition, and a zero (where shrinking goes) picks option 0,
usually "pass", so a counterexample collapses to a few plays among passes (the
toolchain notes on Hypothesis: one rule drawing from the legal decisions). A batch,
rather than one decision a rule, because Hypothesis' cost is per rule step (choosing the
rule, drawing its data, the invariant hooks): a decision a step spent more time in
Hypothesis than in the engine. The game starts from `harness.fuzz.boards.starts()`.

The checks (`harness.fuzz.checks`) run inside the batch, each at its cadence
(`EVERY`: the cheap ones after every decision, the others every few), all of them on
the starting board and when the game ends; the contracts that rebuild a game (snapshot,
replay) run in one game of `AUDIT_ONE_IN`, drawn with the board. A failure found in
Hypothesis' final, shrunk replay is written as a regression file
(`harness.fuzz.regressions`), whose replay runs the broken check after every decision.

`STATS` counts what the fuzzer did in this process (decisions, boards, windows, events,
rules traced, checks run and their time in microseconds, failures, and the scarcity it
met: players starting with a short or empty deck or an empty hand, draw hands short or
empty in a window that reads them) for `gomorra fuzz` and `reports/fuzz-reached.json`.
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
from hypothesis.stateful import RuleBasedStateMachine, initialize, rule

from engine.game import Game
from engine.model import Card
from harness.fuzz.boards import Start, starts
from harness.fuzz.checks import (
    AT_END,
    AUDIT_EVERY,
    AUDIT_ONE_IN,
    AUDITED,
    AUDITED_AT_END,
    CHECKS,
    EVERY,
    TIMINGS,
)
from harness.fuzz.regressions import DEFAULT_FOLDER, Failure, write_regression

#: Decisions one `play` step answers at most (two plan bytes each).
BATCH = 32


@dataclass
class Stats:
    """What the fuzzer did in this process."""

    decisions: int = 0
    boards: int = 0
    checks: int = 0
    failures: int = 0
    seconds: float = 0.0
    #: CPU time of the same stretches: on a shared machine the honest speed measure.
    cpu_seconds: float = 0.0
    windows: Counter[str] = field(default_factory=Counter)
    events: Counter[str] = field(default_factory=Counter)
    rules: Counter[str] = field(default_factory=Counter)
    abilities: Counter[str] = field(default_factory=Counter)
    starts: Counter[str] = field(default_factory=Counter)
    check_microseconds: Counter[str] = field(default_factory=Counter)
    offered: Counter[str] = field(default_factory=Counter)
    scarcity: Counter[str] = field(default_factory=Counter)

    def trace(self, kind: str, item: str) -> None:
        """A rules-trace listener (engine.tracing): counts events, rules and abilities."""
        if kind == "event":
            self.events[item] += 1
        elif kind == "rule":
            self.rules[item] += 1
        elif kind == "ability.resolved":
            self.abilities[item] += 1

    def merge(self, other: dict[str, Any]) -> None:
        for name in ("decisions", "boards", "checks", "failures", "seconds", "cpu_seconds"):
            setattr(self, name, getattr(self, name) + other[name])
        for name in COUNTERS:
            getattr(self, name).update(other.get(name, {}))

    def as_dict(self) -> dict[str, Any]:
        return {
            "decisions": self.decisions,
            "boards": self.boards,
            "checks": self.checks,
            "failures": self.failures,
            "seconds": self.seconds,
            "cpu_seconds": self.cpu_seconds,
            **{name: dict(getattr(self, name)) for name in COUNTERS},
        }


COUNTERS = (
    "windows",
    "events",
    "rules",
    "abilities",
    "starts",
    "check_microseconds",
    "offered",
    "scarcity",
)
#: The windows played after draw hands are revealed (cheatin' and resolution plays): where
#: a short or empty draw hand is met by the cards that read it.
DRAWN = ("gambling", "shootout resolution")
#: A full draw hand (§5.5).
HAND = 5
STATS = Stats()
#: Regression files written in this process, newest last.
WRITTEN: list[Path] = []
#: Failures of final replays in this process, newest last: a campaign
#: (`harness.fuzz.campaign`) groups them by signature and shrinks one of each itself.
FOUND: list[Failure] = []


def _card_of(game: Game, option: str) -> Card | None:
    """The card whose ability a play option names ("use Shotgun (2nd ability)" is Shotgun's
    second ability, "use Shotgun #2" the second Shotgun's first)."""
    from engine.abilities import split_ability_key

    verb, _, key = option.partition(" ")
    if verb not in ("use", "play"):
        return None
    return game.cards.get(split_ability_key(key)[0])


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
        self.audited = False
        #: Whether a check failed in this game: the end-of-game checks then stay silent,
        #: so the failure reported is the first one, not a later check of the broken game.
        self.failed = False
        self.steps = 0
        self.began = time.perf_counter()
        self.began_cpu = time.process_time()

    # -- the game ---------------------------------------------------------------------------
    @initialize(start=starts(), audit=st.integers(0, AUDIT_ONE_IN - 1))
    def begin(self, start: Start, audit: int) -> None:
        self.start = start
        self.audited = audit == 0
        game = start.game()
        if self.traced:
            game.add_tracer(STATS.trace)
        self.game = game
        STATS.boards += 1
        STATS.starts[start.kind] += 1
        for player in game.players:
            if len(player.deck) < HAND:
                STATS.scarcity["empty deck" if not player.deck else "short deck"] += 1
            if not player.hand:
                STATS.scarcity["empty hand"] += 1
        self._note_window()
        self._check()

    @rule(plan=st.binary(min_size=1 + 2 * BATCH, max_size=1 + 2 * BATCH))
    def play(self, plan: bytes) -> None:
        """Answer 1 to `BATCH` decisions (the plan's first byte says how many: a zero, where
        shrinking goes, is one, so a shrunk failure drops the decisions it does not need),
        each with the option its two plan bytes pick (their number modulo the options
        offered: zeros shrink to option 0, a pass)."""
        game = self.game
        count = 1 + plan[0] % BATCH
        for offset in range(1, 1 + 2 * count, 2):
            if game is None or game.pending is None:
                return
            pending = game.pending
            options = pending.options
            option = options[int.from_bytes(plan[offset : offset + 2], "big") % len(options)].id
            try:
                game.decide(pending.player, option)
            except Exception as error:
                self._failed("decide", [f"{game.players[pending.player].name}: {option!r} raised {error!r}"])
                raise
            self.steps += 1
            STATS.decisions += 1
            self._note_window()
            self._check()

    def _note_window(self) -> None:
        """Count the decision's kind, and in a play window each card offered in it."""
        game = self.game
        if game is None or game.pending is None:
            return
        kind = game.pending.kind
        STATS.windows[kind] += 1
        if kind in DRAWN:
            drawn = len(game.players[game.pending.player].draw_hand)
            if drawn < HAND:
                STATS.scarcity["empty draw hand" if not drawn else "short draw hand"] += 1
        if kind in TIMINGS:
            for option in game.pending.options:
                card = _card_of(game, option.id)
                if card is not None:
                    STATS.offered[f"{card.data.code} {kind}"] += 1

    # -- the checks -------------------------------------------------------------------------
    def _check(self) -> None:
        """The checks due after this many decisions (all of them on the starting board)."""
        steps = self.steps
        self._run(tuple(name for name, every in EVERY.items() if steps % every == 0))
        if self.audited and steps % AUDIT_EVERY == 0:
            self._run(AUDITED)

    def _run(self, names: tuple[str, ...]) -> None:
        game = self.game
        if game is None:
            return
        for name in names:
            STATS.checks += 1
            began = time.perf_counter()
            problems = CHECKS[name](game)
            STATS.check_microseconds[name] += round((time.perf_counter() - began) * 1e6)
            if problems:
                self._failed(name, problems)
                raise AssertionError(f"invariant '{name}' broken: {problems}")

    def _failed(self, check: str, problems: list[str]) -> None:
        """Count a failure; in the final replay keep it (`FOUND`) and, if `regressions` is
        set, write it as a regression file."""
        self.failed = True
        STATS.failures += 1
        if not _final() or self.game is None or self.start is None:
            return
        failure = Failure.of(self.game, self.start, check, problems)
        FOUND.append(failure)
        if self.regressions is not None:
            WRITTEN.append(write_regression(failure, self.regressions))

    def teardown(self) -> None:
        try:
            if not self.failed:
                self._run(AT_END + (AUDITED_AT_END if self.audited else ()))
        finally:
            STATS.seconds += time.perf_counter() - self.began
            STATS.cpu_seconds += time.process_time() - self.began_cpu


#: The pytest entry point (`tests/test_fuzz.py` runs it under the loaded profile).
TestEngine = EngineMachine.TestCase


def run(profile: settings | None = None) -> None:
    """Run the machine once under `profile` (or the loaded profile)."""
    from hypothesis.stateful import run_state_machine_as_test

    run_state_machine_as_test(EngineMachine, settings=profile)
