"""Shards: one run split over N machines, each running a balanced part (`--shard I/N`).

A CI matrix runs `pytest --shard 1/4 ...` to `--shard 4/4` (or `gomorra verify --shard`):
each process collects everything, then keeps its shard. The split is deterministic (every
shard, and every xdist worker of a shard, computes the same one from the same collection)
and balanced by the durations a run recorded (`--store-durations`, into
`reports/durations.json`, keyed by test id): the longest tests first, each to the shard with
the least time so far. A test without a recorded duration counts as the known tests' mean
(as one unit when none is known, which balances by count). Each shard writes its rules
records (`--rules-records`); `gomorra coverage --merge DIR...` builds the one ledger from
them and gates it (harness/rules_coverage/trace.py merges by test id).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from pathlib import Path

import pytest

#: Where recorded durations live, under the rootdir (CI caches it between runs).
DURATIONS = Path("reports") / "durations.json"

_SPEC = re.compile(r"^(?P<index>\d+)/(?P<count>\d+)$")


def parse_shard(text: str) -> tuple[int, int]:
    """`"2/4"` → (2, 4): the second of four shards (numbered from 1)."""
    match = _SPEC.match(text.strip())
    if match is None or not 1 <= int(match["index"]) <= int(match["count"]):
        raise ValueError(f"--shard {text}: give I/N with 1 <= I <= N, e.g. --shard 1/4")
    return int(match["index"]), int(match["count"])


def split(ids: Sequence[str], count: int, durations: Mapping[str, float]) -> list[list[str]]:
    """`ids` dealt into `count` shards of about equal recorded time: longest first, each to
    the shard with the least time so far (the lowest-numbered one on a tie). Each shard
    keeps the order the ids came in."""
    known = [durations[i] for i in ids if i in durations]
    default = sum(known) / len(known) if known else 1.0
    loads = [0.0] * count
    shard_of: dict[str, int] = {}
    for test in sorted(ids, key=lambda i: (-durations.get(i, default), i)):
        target = min(range(count), key=lambda s: (loads[s], s))
        shard_of[test] = target
        loads[target] += durations.get(test, default)
    shards: list[list[str]] = [[] for _ in range(count)]
    for test in ids:
        shards[shard_of[test]].append(test)
    return shards


def read_durations(path: Path) -> dict[str, float]:
    if not path.is_file():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return {str(k): float(v) for k, v in data.items()}


def write_durations(path: Path, measured: Mapping[str, float]) -> None:
    """Merge `measured` into the durations at `path` (tests not run this time keep theirs)."""
    durations = read_durations(path)
    durations.update({k: round(v, 5) for k, v in measured.items()})
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(dict(sorted(durations.items())), indent=0) + "\n", encoding="utf-8")


# -- the pytest plugin part -------------------------------------------------------------------
def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("gomorra", "Gomorra rules coverage")
    group.addoption(
        "--shard",
        default=None,
        metavar="I/N",
        help="run only shard I of N, balanced by recorded durations (harness/sharding.py)",
    )
    group.addoption(
        "--store-durations",
        action="store_true",
        default=False,
        help="record each test's duration into --durations-path, for balancing shards",
    )
    group.addoption(
        "--durations-path",
        default=None,
        metavar="FILE",
        help=f"the recorded durations (default: {DURATIONS} under the rootdir)",
    )


def durations_path(config: pytest.Config) -> Path:
    given = config.getoption("durations_path", None)
    return Path(given) if given else Path(str(config.rootpath)) / DURATIONS


def pytest_configure(config: pytest.Config) -> None:
    spec = config.getoption("shard", None)
    if spec:
        try:
            parse_shard(str(spec))
        except ValueError as error:
            raise pytest.UsageError(str(error)) from None
    if config.getoption("store_durations", False):
        config.pluginmanager.register(_Timer(config), "gomorra-durations")


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    spec = config.getoption("shard", None)
    if not spec:
        return
    index, count = parse_shard(str(spec))
    ids = [item.nodeid for item in items]
    keep = set(split(ids, count, read_durations(durations_path(config)))[index - 1])
    drop = [item for item in items if item.nodeid not in keep]
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = [item for item in items if item.nodeid in keep]


class _Timer:
    """Sums each test's setup, call and teardown time; the process that writes reports (not
    an xdist worker) merges them into the durations file at the end."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.measured: dict[str, float] = {}

    @pytest.hookimpl
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.measured[report.nodeid] = self.measured.get(report.nodeid, 0.0) + report.duration

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        if getattr(self.config, "workerinput", None) is None and self.measured:
            write_durations(durations_path(self.config), self.measured)
