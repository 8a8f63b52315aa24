"""The affected map: which test executed which line of engine/, harness/ and cards/.

A full run records it (`gomorra verify --record-affected`, `pytest --record-affected`):
coverage.py measures the run with one dynamic context per test, and the map keeps, for
each measured file, the sha-256 of the content it measured and, for each line, the tests
that executed it. `--affected` (harness/affected.py) reads it to choose the tests a change
can alter. It is stored beside the rules records, `reports/affected-map.json`::

    {"format": 1, "commit": "<HEAD when recorded>",
     "tests": ["features/cards/dtr/allie_hensman.feature:7", "tests/test_x.py::test_y", ...],
     "files": {"engine/jobs.py": {"sha256": "...", "lines": {"120": [0, 5], ...}}, ...},
     "features": {"features/cards/dtr/allie_hensman.feature": "<sha256>", ...}}

A scenario is named by its feature file and line (and outline row), not by pytest's node
id, so a map recorded by `gomorra verify` serves `pytest` (which binds the features from
tests/test_features.py under other node ids) and the other way round; any other test by
its node id. Lines run outside a test (imports, collection) belong to no test.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

import pytest

from harness.feature_files import scenario_of

#: Where the map is kept, under the rootdir (beside reports/rules-coverage.json).
MAP = Path("reports") / "affected-map.json"
#: The folders whose lines are mapped.
SOURCES = ("engine", "harness", "cards")


def test_key(item: pytest.Item, root: Path) -> str:
    """A test's name in the map: `feature:line[row]` for a scenario, else its node id."""
    found = scenario_of(item)
    if found is None:
        return item.nodeid
    path = Path(found.file)
    where = str(path.relative_to(root)) if path.is_relative_to(root) else str(path)
    return f"{where}:{found.line}" + (f"[{found.example}]" if found.example else "")


def content_sha(text: str | bytes) -> str:
    data = text.encode("utf-8") if isinstance(text, str) else text
    return hashlib.sha256(data).hexdigest()


@dataclass
class AffectedMap:
    """Tests, and per file: the content's sha and, per line, the indices of the tests that ran it."""

    tests: list[str] = field(default_factory=list)
    files: dict[str, tuple[str, dict[int, set[int]]]] = field(default_factory=dict)
    commit: str | None = None
    #: The sha of each feature file whose scenarios the run ran: a file of that very content
    #: holds no scenario the map does not know (`harness.affected.files_to_run`).
    features: dict[str, str] = field(default_factory=dict)

    @cached_property
    def known(self) -> set[str]:
        """The tests the recorded run ran."""
        return set(self.tests)

    def tests_of_lines(self, path: str, lines: Iterable[int]) -> set[str]:
        executed = self.files[path][1]
        return {self.tests[i] for line in lines for i in executed.get(line, ())}

    def tests_of_file(self, path: str) -> set[str]:
        return {self.tests[i] for ran in self.files[path][1].values() for i in ran}

    def to_json(self) -> dict[str, Any]:
        return {
            "format": 1,
            "commit": self.commit,
            "tests": self.tests,
            "files": {
                path: {"sha256": sha, "lines": {str(n): sorted(ran) for n, ran in sorted(lines.items())}}
                for path, (sha, lines) in sorted(self.files.items())
            },
            "features": dict(sorted(self.features.items())),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> AffectedMap:
        if data.get("format") != 1:
            raise ValueError("not an affected map (format 1)")
        files = {
            str(path): (str(entry["sha256"]), {int(n): set(ran) for n, ran in entry["lines"].items()})
            for path, entry in data["files"].items()
        }
        features = {str(path): str(sha) for path, sha in data.get("features", {}).items()}
        return cls([str(t) for t in data["tests"]], files, data.get("commit"), features)

    def merge(self, other: AffectedMap) -> None:
        """Add another process's part of the run (an xdist worker's)."""
        index = {test: i for i, test in enumerate(self.tests)}
        for test in other.tests:
            if test not in index:
                index[test] = len(self.tests)
                self.tests.append(test)
        self.features.update(other.features)
        for path, (sha, lines) in other.files.items():
            _, mine = self.files.setdefault(path, (sha, {}))
            for line, ran in lines.items():
                mine.setdefault(line, set()).update(index[other.tests[i]] for i in ran)


def read_map(path: Path) -> AffectedMap | None:
    if not path.is_file():
        return None
    return AffectedMap.from_json(json.loads(path.read_text(encoding="utf-8")))


def write_map(path: Path, found: AffectedMap) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(found.to_json(), separators=(",", ":")) + "\n", encoding="utf-8")


def head_commit(root: Path) -> str | None:
    done = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True, check=False)
    return done.stdout.strip() or None if done.returncode == 0 else None


class Recorder:
    """Measures a pytest session with coverage.py, one context per test, into a map.

    Coverage starts when the session is configured: the modules imported before then ran
    their import-time lines in no test anyway. Each test's setup switches the context to its
    key (after the rules-coverage plugin switched it to the node id, for `--code`)."""

    def __init__(self, root: Path) -> None:
        import coverage

        self.root = root
        sources = [str(root / name) for name in SOURCES if (root / name).is_dir()]
        self.coverage = coverage.Coverage(data_file=None, source=sources, branch=False, config_file=False)
        self.coverage.start()
        #: Every test run, in order (one that runs no mapped line is still known to the map).
        self.seen: dict[str, None] = {}
        #: Every source file's content as the run starts (an edit during the run is a change
        #: the map has not seen).
        self.shas = {
            str(path.relative_to(root)): content_sha(path.read_bytes())
            for name in SOURCES
            for path in sorted((root / name).rglob("*.py"))
        }

    @pytest.hookimpl(trylast=True)
    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        key = test_key(item, self.root)
        self.seen[key] = None
        self.coverage.switch_context(key)

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_logfinish(self, nodeid: str, location: object) -> None:
        self.coverage.switch_context("")

    def finish(self) -> AffectedMap:
        self.coverage.stop()
        data = self.coverage.get_data()
        found = AffectedMap(tests=list(self.seen), commit=head_commit(self.root))
        index = {test: i for i, test in enumerate(found.tests)}
        measured = {Path(filename).resolve(): filename for filename in data.measured_files()}
        # Every source file, run or not: a change to a file no test ran alters no test, and
        # only a file created since is one the map has never seen.
        for relative, sha in self.shas.items():
            path = self.root / relative
            lines: dict[int, set[int]] = {}
            filename = measured.get(path.resolve())
            ran = data.contexts_by_lineno(filename) if filename is not None else {}
            for line, contexts in ran.items():
                for context in contexts:
                    if context in index:
                        lines.setdefault(line, set()).add(index[context])
            found.files[relative] = (sha, lines)
        for feature in dict.fromkeys(
            test.partition(".feature:")[0] for test in found.tests if ".feature:" in test
        ):
            path = self.root / f"{feature}.feature"
            if path.is_file():
                found.features[f"{feature}.feature"] = content_sha(path.read_bytes())
        return found
