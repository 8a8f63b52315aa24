"""Scenario records: what one scenario's games traced, whether it passed, what it is tagged.

The pytest plugin (`plugin.py`) fills one record per scenario; records are plain data
so xdist workers can send them to the controller as JSON, and so `gomorra coverage`
can read a run's records back from a file. Merging is a union keyed by the test's node
id, which makes a parallel run's records equal to a serial run's.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Collection, Iterable, Iterator, Sequence
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
    #: A set while the scenario runs; read back from a file, a sorted tuple (a tenth of
    #: the memory: a long run's records are most of what `gomorra verify` holds at its end).
    trace: Collection[str] = field(default_factory=set)

    @property
    def where(self) -> str:
        return f"{self.feature}:{self.line}"

    def add(self, kind: str, item: str) -> None:
        """The tracer given to every game the scenario builds (engine.tracing)."""
        if kind.startswith("ability."):
            kind = "ability"
        # One string per item for the whole run, not one per scenario tracing it: a run's
        # records are most of what it holds in memory after its pytest items.
        assert isinstance(self.trace, set), "a record read back from a file is not traced again"
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
            trace=tuple(sys.intern(str(t)) for t in data["trace"]),
        )


def _lines(records: Iterable[ScenarioRecord]) -> Iterator[str]:
    """A JSON array with one record a line: read back a line at a time (`_read`), so a
    long run's records are never all in memory as JSON text or dicts at once."""
    yield "["
    ordered = sorted(records, key=lambda r: r.nodeid)
    for n, record in enumerate(ordered):
        yield json.dumps(record.to_json()) + ("," if n < len(ordered) - 1 else "")
    yield "]"


def dumps(records: Iterable[ScenarioRecord]) -> str:
    return "\n".join(_lines(records))


def loads(text: str) -> list[ScenarioRecord]:
    return list(_read(text.splitlines()))


def _read(lines: Iterable[str]) -> Iterator[ScenarioRecord]:
    """Records from the lines of `dumps`' text; any other JSON array of records is read whole."""
    lines = iter(lines)
    first = next(lines, "").strip()
    if first != "[":
        yield from (ScenarioRecord.from_json(item) for item in json.loads(first + "".join(lines)))
        return
    for line in lines:
        line = line.strip().removesuffix(",")
        if line and line != "]":
            yield ScenarioRecord.from_json(json.loads(line))


def merge(into: dict[str, ScenarioRecord], records: Iterable[ScenarioRecord]) -> None:
    """Add records by node id; a scenario seen twice (a rerun) keeps the later outcome."""
    for record in records:
        into[record.nodeid] = record


def read_records(path: Path) -> list[ScenarioRecord]:
    with path.open(encoding="utf-8") as lines:
        return list(_read(lines))


def iter_records(path: Path) -> Iterator[ScenarioRecord]:
    """The records of a file one at a time (none if there is no file)."""
    if not path.is_file():
        return
    with path.open(encoding="utf-8") as lines:
        yield from _read(lines)


def write_records(path: Path, records: Iterable[ScenarioRecord]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as out:
        for line in _lines(records):
            out.write(line + "\n")


def merge_files(parts: Sequence[Path], target: Path) -> None:
    """The records of `parts` (each written by `write_records`, so sorted by node id) as
    one file, a scenario recorded twice keeping the later part's record: merged a record at
    a time, so a long run's batches are never all in memory at once."""
    import heapq
    from contextlib import ExitStack

    with ExitStack() as stack:
        streams = [_read(stack.enter_context(part.open(encoding="utf-8"))) for part in parts]
        merged = heapq.merge(*streams, key=lambda r: r.nodeid)  # equal ids: earlier part first
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("w", encoding="utf-8") as out:
            out.write("[")
            held: ScenarioRecord | None = None
            for record in merged:
                if held is not None and held.nodeid != record.nodeid:
                    out.write("\n" + json.dumps(held.to_json()) + ",")
                held = record
            if held is not None:
                out.write("\n" + json.dumps(held.to_json()))
            out.write("\n]\n")


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
