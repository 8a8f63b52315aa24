"""Scenario records: what one scenario's games traced, whether it passed, what it is tagged.

The pytest plugin (`plugin.py`) fills one record per scenario; records are plain data
so xdist workers can send them to the controller as JSON, and so `gomorra coverage`
can read a run's records back from a file. Merging is a union keyed by the test's node
id, which makes a parallel run's records equal to a serial run's.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class ScenarioRecord:
    """One scenario run: where it is written, its tags, its outcome and its trace.

    `trace` holds "kind item" keys: `rule move.free`, `refusal move.unbooted`,
    `ability 01035:0`, `event onDudeMoved`, `effect modify bullets`, `duration end of
    day`, `window high noon`, `trait 01035` and `in_play 01035` (a card that was in play,
    from the board or put into play)."""

    nodeid: str
    feature: str
    line: int
    name: str
    tags: list[str] = field(default_factory=list)
    passed: bool = False
    trace: set[str] = field(default_factory=set)

    @property
    def where(self) -> str:
        return f"{self.feature}:{self.line}"

    def add(self, kind: str, item: str) -> None:
        """The tracer given to every game the scenario builds (engine.tracing)."""
        if kind.startswith("ability."):
            kind = "ability"
        # One string per item for the whole run, not one per scenario tracing it: a run's
        # records are most of what it holds in memory after its pytest items.
        self.trace.add(sys.intern(f"{kind} {item}"))

    def tagged(self, prefix: str) -> set[str]:
        """The values of this scenario's tags with `prefix` ("card" → {"01035"})."""
        return {t.partition(":")[2] for t in self.tags if t.startswith(prefix + ":")}

    def to_json(self) -> dict[str, Any]:
        return {
            "nodeid": self.nodeid,
            "feature": self.feature,
            "line": self.line,
            "name": self.name,
            "tags": sorted(self.tags),
            "passed": self.passed,
            "trace": sorted(self.trace),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ScenarioRecord:
        return cls(
            nodeid=str(data["nodeid"]),
            feature=str(data["feature"]),
            line=int(data["line"]),
            name=str(data["name"]),
            tags=[str(t) for t in data["tags"]],
            passed=bool(data["passed"]),
            trace={sys.intern(str(t)) for t in data["trace"]},
        )


def dumps(records: Iterable[ScenarioRecord]) -> str:
    return json.dumps([r.to_json() for r in sorted(records, key=lambda r: r.nodeid)], indent=None)


def loads(text: str) -> list[ScenarioRecord]:
    return [ScenarioRecord.from_json(item) for item in json.loads(text)]


def merge(into: dict[str, ScenarioRecord], records: Iterable[ScenarioRecord]) -> None:
    """Add records by node id; a scenario seen twice (a rerun) keeps the later outcome."""
    for record in records:
        into[record.nodeid] = record


def read_records(path: Path) -> list[ScenarioRecord]:
    return loads(path.read_text(encoding="utf-8"))


def write_records(path: Path, records: Iterable[ScenarioRecord]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dumps(records), encoding="utf-8")


def shard_files(path: Path) -> list[Path]:
    """A records file, or the `*records*.json` files under a folder (a shard's artifact)."""
    return [path] if path.is_file() else sorted(path.rglob("*records*.json"))


def merge_shards(paths: Iterable[Path]) -> list[ScenarioRecord]:
    """The records of several shards of one run, as one run's: a union by test id. Shards
    split the tests, so a test recorded by two files means a misconfigured matrix (the same
    shard twice): refused, naming it, rather than counted once by luck."""
    merged: dict[str, ScenarioRecord] = {}
    seen_in: dict[str, Path] = {}
    files = [file for path in paths for file in shard_files(path)]
    if not files:
        raise ValueError("no records file (*records*.json) in " + ", ".join(map(str, paths)))
    for file in files:
        for record in read_records(file):
            if record.nodeid in seen_in:
                raise ValueError(f"{record.nodeid} is recorded by both {seen_in[record.nodeid]} and {file}")
            seen_in[record.nodeid] = file
            merged[record.nodeid] = record
    return sorted(merged.values(), key=lambda r: r.nodeid)
