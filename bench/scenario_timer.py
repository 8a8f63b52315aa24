"""A pytest plugin for `gomorra bench`: per-scenario times and what each scenario asked
of the engine, written as JSON to the file named by GOMORRA_BENCH_OUT.

Loaded by `bench/run.py` with `-p scenario_timer` (bench/ on PYTHONPATH) into the feature
run it times, so the scenarios run exactly as they do under pytest-bdd. The engine part
of each scenario (its board, or its decks and seed, and the decisions the game applied)
is recorded so the bench can replay it through the engine API alone.
"""

from __future__ import annotations

import json
import os
import time
from typing import Any

import pytest

_times: dict[str, float] = {}
_cpu: dict[str, float] = {}
_outcomes: dict[str, str] = {}
_replays: list[dict[str, Any]] = []


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Any:
    """CPU seconds of setup, call and teardown: what one scenario costs on a shared machine."""
    start = time.process_time()
    try:
        return (yield)
    finally:
        _cpu[item.nodeid] = time.process_time() - start


@pytest.hookimpl
def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Setup, call and teardown together: the whole wall time of one scenario."""
    _times[report.nodeid] = _times.get(report.nodeid, 0.0) + report.duration
    if report.failed or report.when == "call":
        _outcomes[report.nodeid] = report.outcome if report.when == "call" else "failed"


@pytest.hookimpl
def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    doomtown = request.getfixturevalue("doomtown")
    if not doomtown.started:
        return
    game = doomtown.game
    _replays.append(
        {
            "nodeid": request.node.nodeid,
            "board": None if doomtown.decks is not None else doomtown.board,
            "decks": None if doomtown.decks is None else list(doomtown.decks),
            "seed": game.seed,
            "history": [list(entry) for entry in game.history],
        }
    )


@pytest.hookimpl
def pytest_sessionfinish(session: pytest.Session) -> None:
    target = os.environ.get("GOMORRA_BENCH_OUT")
    if not target:
        return
    scenarios = [
        {
            "nodeid": node,
            "seconds": seconds,
            "cpu": _cpu.get(node, 0.0),
            "outcome": _outcomes.get(node, "passed"),
        }
        for node, seconds in _times.items()
    ]
    with open(target, "w", encoding="utf-8") as out:
        json.dump({"scenarios": scenarios, "replays": _replays}, out, default=str)
