"""Running feature files as a verification job (`gomorra verify`).

pytest collects the given feature files and folders itself (the Gomorra plugin's
`.feature` collector, harness/feature_files.py) with a configuration of its own: the
same items, steps and guards as `pytest path/to.feature`. A short run is one session in
this process; a long one runs in batches, each in a child process that sends its results
back (harness/batches.py). A plugin object here records one result per scenario
(outcome, duration, the failure's parts from harness/failure.py) and one error per
feature file that does not parse: the other files still run. `PATH:LINE` runs the
scenario (or outline row) at that line.
"""

from __future__ import annotations

import gc
import json
import multiprocessing
import os
import re
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import feature as bdd_feature

from harness.batches import (
    BATCH_FILES,
    BatchOutputs,
    batches,
    combined_exit_code,
    feature_files,
    in_child_processes,
    release_memory,
    splittable,
)
from harness.failure import FailureDetails, from_report
from harness.feature_files import display_path, find_boards, scenario_lines, scenario_of

__all__ = ["FeatureError", "FeatureResult", "ScenarioResult", "VerifyReport", "find_boards", "verify"]

#: pytest's configuration for a verification run: feature files only, no Python tests.
_INI = """[pytest]
gomorra_boards = {boards}
gomorra_collect_features = true
python_files = gomorra-verify-collects-feature-files-only
"""

#: Plugins a verification run has no use for: it runs in this process, serially (no
#: xdist), and shows no pytest warnings, so the unraisable-exception plugin's garbage
#: collections at the end of the session (more than a small feature's scenarios cost)
#: would only be warnings nobody sees. It collects feature files only: no unittest classes.
_UNUSED_PLUGINS = ("no:xdist", "no:xdist.looponfail", "no:unraisableexception", "no:unittest")

#: `path/to.feature:12`: the scenario (or outline row) at line 12.
_AT_LINE = re.compile(r"^(?P<path>.+\.feature):(?P<line>\d+)$")


class NotAFeatureFile(ValueError):
    """A file given to verify that is not a `.feature` file (pytest would skip it silently)."""


@dataclass(slots=True)
class ScenarioResult:
    """One scenario's outcome. Slotted, its feature's path one shared string: a long run
    holds one per scenario until its report is drawn."""

    feature: str
    scenario: str
    line: int
    outcome: str = "passed"  # passed, failed, skipped
    message: str = ""
    example: str = ""  # the outline row's id
    duration: float = 0.0
    details: FailureDetails | None = None

    @property
    def location(self) -> str:
        return f"{self.feature}:{self.line}"


@dataclass
class FeatureResult:
    path: str
    scenarios: list[ScenarioResult] = field(default_factory=list)

    def count(self, outcome: str) -> int:
        return sum(1 for s in self.scenarios if s.outcome == outcome)

    @property
    def passed(self) -> int:
        return self.count("passed")

    @property
    def failed(self) -> int:
        return self.count("failed")

    @property
    def skipped(self) -> int:
        return self.count("skipped")

    @property
    def duration(self) -> float:
        return sum(s.duration for s in self.scenarios)


@dataclass(frozen=True)
class FeatureError:
    """A feature file (or another collected thing) that could not be collected."""

    file: str
    line: int
    problem: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.problem}"


@dataclass
class VerifyReport:
    features: list[FeatureResult]
    errors: list[FeatureError]
    exit_code: int
    duration: float = 0.0

    @property
    def ok(self) -> bool:
        return self.exit_code == 0 and not self.errors and all(f.failed == 0 for f in self.features)

    @property
    def scenarios(self) -> list[ScenarioResult]:
        return [s for f in self.features for s in f.scenarios]


def split_line(spec: Path) -> tuple[Path, int | None]:
    """`features/x.feature:12` → (features/x.feature, 12); any other path → (path, None)."""
    match = _AT_LINE.match(str(spec))
    if match and not spec.exists():
        return Path(match["path"]), int(match["line"])
    return spec, None


class Progress:
    """Where a run reports how far it is: nothing by default."""

    def start(self, total: int) -> None:
        """`total` scenarios will run."""

    def advance(self, outcome: str) -> None:
        """One more scenario finished with `outcome`."""

    def stop(self) -> None:
        """The run is over."""


class _Collector:
    """A pytest plugin object recording one ScenarioResult per scenario."""

    def __init__(self, lines: dict[Path, set[int]], progress: Progress, tracebacks: bool = True) -> None:
        self.lines = lines
        self.progress = progress
        self.tracebacks = tracebacks
        self.by_node: dict[str, ScenarioResult] = {}
        #: The results child batches handed back: without their node ids, which only a
        #: running session looks results up by (a long run's would be megabytes of keys).
        self.finished: list[ScenarioResult] = []
        self.errors: list[FeatureError] = []
        #: Scenarios collected so far over the run's batches (the bar's total), and by this
        #: object's own sessions.
        self.started = 0
        self.collected = 0

    @pytest.hookimpl
    def pytest_configure(self, config: pytest.Config) -> None:
        """Without tracebacks a failure is reported as pytest's `--tb=no` reports it (the
        terminal plugin that owns `--tb` is off here): no frame's source is read and parsed."""
        if not self.tracebacks:
            config.option.tbstyle = "no"

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, config: pytest.Config, items: list[pytest.Item]) -> None:
        """`PATH:LINE` keeps that file's scenarios at those lines; every other item (a
        Python test some conftest brought in) is no scenario and does not run."""
        keep, drop = [], []
        for item in items:
            found = scenario_of(item)
            wanted = self.lines.get(Path(found.file)) if found is not None else None
            if found is None or (wanted is not None and not wanted & set(scenario_lines(found))):
                drop.append(item)
            else:
                keep.append(item)
        if drop:
            config.hook.pytest_deselected(items=drop)
            items[:] = keep

    @pytest.hookimpl
    def pytest_collection_finish(self, session: pytest.Session) -> None:
        for item in session.items:
            found = scenario_of(item)
            if found is not None:
                self.by_node[item.nodeid] = ScenarioResult(
                    display_path(found.file), found.name, found.line, example=found.example
                )
        self.started += len(self.by_node) - self.collected
        self.collected = len(self.by_node)
        self.progress.start(self.started)

    @pytest.hookimpl
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        result = self.by_node.get(report.nodeid)
        if result is None:
            return
        result.duration += report.duration
        if report.failed and result.outcome != "failed":
            result.outcome = "failed"
            details = from_report(report)
            result.details = details
            result.message = details.message if details is not None else report.longreprtext.strip()
        elif report.skipped and result.outcome == "passed":
            result.outcome = "skipped"
            result.message = _skip_reason(report)
        if report.when == "teardown":
            self.progress.advance(result.outcome)

    @pytest.hookimpl
    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            self.errors.append(_collect_error(report))


def _skip_reason(report: pytest.TestReport) -> str:
    if hasattr(report, "wasxfail"):
        return f"expected to fail: {report.wasxfail}"
    if isinstance(report.longrepr, tuple):
        return str(report.longrepr[2]).removeprefix("Skipped: ")
    return ""


_LOCATED = re.compile(r"^(?P<file>[^\n]+?):(?P<line>\d+): (?P<problem>.+)$", re.DOTALL)


def _collect_error(report: pytest.CollectReport) -> FeatureError:
    """A feature file's parse error is `file:line: problem` (harness/feature_files.py);
    anything else keeps pytest's text under the collected path."""
    text = report.longreprtext.strip()
    match = _LOCATED.match(text)
    if match:
        return FeatureError(match["file"], int(match["line"]), match["problem"])
    return FeatureError(display_path(report.fspath) if report.fspath else report.nodeid, 1, text)


def verify(
    paths: Sequence[Path],
    *,
    extra_args: Sequence[str] = (),
    progress: Progress | None = None,
    tracebacks: bool = True,
    plugins: Sequence[object] = (),
    batch_files: int = BATCH_FILES,
    affected: bool = False,
    since: str | None = None,
) -> VerifyReport:
    """Run the scenarios of `paths` (feature files, `file:LINE`, or folders) and report
    per feature. `tracebacks=False` for a caller that only asks whether they pass;
    `plugins` join the session (proof strength runs its mutants from one). More than
    `batch_files` feature files run as consecutive sessions of that many (harness/batches.py:
    the peak memory stays that of one batch); a run with `plugins` is one session.
    `affected` runs only the scenarios a change since `since` can alter (harness/affected.py),
    chosen once for every batch, whose sessions collect only the files that may hold one."""
    targets = [split_line(p) for p in paths]
    missing = [str(p) for p, _line in targets if not p.exists()]
    if missing:
        raise FileNotFoundError(f"No such feature file or folder: {', '.join(missing)}")
    others = [str(p) for p, _line in targets if p.is_file() and p.suffix != ".feature"]
    if others:
        raise NotAFeatureFile(f"{', '.join(others)}: not a feature file (gomorra verify runs .feature files)")
    lines: dict[Path, set[int]] = {}
    for path, line in targets:
        if line is not None:
            lines.setdefault(path.resolve(), set()).add(line)
    boards = find_boards([p for p, _line in targets])
    root = boards.parent.parent if boards.is_dir() else Path.cwd()
    # pytest names an item by its path under the rootdir: features outside it (a copy of
    # the suite elsewhere) would all be named "::test_..." and overwrite each other's results
    resolved = [str(p.resolve()) for p, _line in targets]
    if not all(Path(r).is_relative_to(root.resolve()) for r in resolved):
        root = Path(os.path.commonpath([str(root.resolve()), *resolved]))
    collector = _Collector(lines, progress or Progress(), tracebacks)
    files = feature_files([p for p, _line in targets])
    with tempfile.TemporaryDirectory(prefix="gomorra-verify-") as tmp:
        ini = Path(tmp) / "pytest.ini"
        ini.write_text(_INI.format(boards=boards), encoding="utf-8")
        common = ["-c", str(ini), "--rootdir", str(root), "-p", "no:terminal", "-p", "no:cacheprovider"]
        common += [option for plugin in _UNUSED_PLUGINS for option in ("-p", plugin)]
        common.append("--continue-on-collection-errors")
        if affected:
            targets, files, extra_args = _affected_only(
                root.resolve(), targets, files, extra_args, since, Path(tmp)
            )
        try:
            if not targets:
                exit_code = 0  # nothing the change can alter: no session (pytest would collect ./)
            elif plugins or len(files) <= batch_files or not splittable(extra_args):
                given = list(dict.fromkeys(str(p.resolve()) for p, _line in targets))
                exit_code = _session([*given, *common, *extra_args], [collector, *plugins])
            else:
                outputs = BatchOutputs(extra_args, Path(tmp))
                codes = []
                for n, batch in enumerate(batches(files, batch_files)):
                    args = [*map(str, batch), *common, *outputs.args_for(n)]
                    if in_child_processes():
                        codes.append(_session_in_child(args, collector, batch))
                    else:
                        codes.append(_session(args, [collector]))
                        release_memory()  # the batch's items and parsed features, before the next
                outputs.merge()
                exit_code = combined_exit_code(codes)
        finally:
            collector.progress.stop()
    features: dict[str, FeatureResult] = {}
    for result in [*collector.finished, *collector.by_node.values()]:
        features.setdefault(result.feature, FeatureResult(result.feature)).scenarios.append(result)
    ordered = [features[k] for k in sorted(features)]
    for feature in ordered:
        feature.scenarios.sort(key=lambda s: (s.line, s.example))
    return VerifyReport(ordered, collector.errors, exit_code, sum(f.duration for f in ordered))


def _affected_only(
    root: Path,
    targets: list[tuple[Path, int | None]],
    files: list[Path],
    extra_args: Sequence[str],
    since: str | None,
    scratch: Path,
) -> tuple[list[tuple[Path, int | None]], list[Path], list[str]]:
    """`--affected` made once: the map read and the change weighed here, the selection
    handed to every session (`--affected-selection`), and whole files and folders cut down
    to the feature files that may hold a selected scenario (`files_to_run`)."""
    from harness.affected import LAST, files_to_run, selection_for
    from harness.affected_map import MAP, read_map

    found = read_map(root / MAP)
    chosen = selection_for(root, since, found)
    LAST[:] = [chosen]
    if all(line is None for _path, line in targets):
        files = files_to_run(files, root, chosen, found)
        targets = [(file, None) for file in files]
    selection = scratch / "affected-selection.json"
    selection.write_text(json.dumps(chosen.to_json()), encoding="utf-8")
    return targets, files, [*extra_args, "--affected", f"--affected-selection={selection}"]


def _session_in_child(args: list[str], collector: _Collector, batch: Sequence[Path]) -> int:
    """One batch's session in a forked child process, which hands its results back and
    ends: whatever the session left behind (its items, parsed features, the allocator's
    fragments) goes with the process, so the run's memory is that of one batch however
    long the run. The child reports each scenario as it ends, so the progress bar moves."""
    context = multiprocessing.get_context("fork")
    receiving, sending = context.Pipe(duplex=False)
    child = context.Process(
        target=_child_session, args=(args, collector.lines, collector.tracebacks, sending)
    )
    # The parent's objects moved out of the collector's reach while the child starts: the
    # child's collections then never write to them, so the pages it shares with the parent
    # stay shared rather than copied (the gc module's advice for forking).
    gc.freeze()
    try:
        child.start()
    finally:
        gc.unfreeze()
    sending.close()
    exit_code: int | None = None
    with receiving:
        while True:
            try:
                message = receiving.recv()
            except EOFError:
                break
            if message[0] == "start":
                collector.started += message[1]
                collector.progress.start(collector.started)
            elif message[0] == "advance":
                collector.progress.advance(message[1])
            else:
                _kind, results, errors, exit_code = message
                for result in results:
                    result.feature = sys.intern(result.feature)
                collector.finished.extend(results)
                collector.errors.extend(errors)
    child.join()
    if exit_code is None:
        first = display_path(str(batch[0])) if batch else "the batch"
        collector.errors.append(
            FeatureError(
                first,
                1,
                f"the process running this batch of {len(batch)} feature files (from {first}) ended "
                f"with exit code {child.exitcode} before reporting its results; run the files "
                "on their own (gomorra verify FILE) to see why",
            )
        )
        return int(pytest.ExitCode.INTERNAL_ERROR)
    return exit_code


class _PipeProgress(Progress):
    """A child batch's progress, sent to the parent that shows it."""

    def __init__(self, sending: Connection) -> None:
        self.sending = sending

    def start(self, total: int) -> None:
        self.sending.send(("start", total))

    def advance(self, outcome: str) -> None:
        self.sending.send(("advance", outcome))


def _child_session(
    args: list[str], lines: dict[Path, set[int]], tracebacks: bool, sending: Connection
) -> None:
    collector = _Collector(lines, _PipeProgress(sending), tracebacks)
    exit_code = _session(args, [collector])
    sending.send(("done", list(collector.by_node.values()), collector.errors, exit_code))
    sending.close()


def _session(args: list[str], plugins: list[object]) -> int:
    """One pytest session over `args`, in this process, with no PYTEST_ADDOPTS."""
    # pytest-bdd caches parsed features by file name for the process: a second run in the
    # same process (a batch, proof strength, tests) must read files edited since the first,
    # and must not keep the previous batch's features alive.
    bdd_feature.features.clear()
    env_before = os.environ.get("PYTEST_ADDOPTS")
    os.environ["PYTEST_ADDOPTS"] = ""
    try:
        return int(pytest.main(args, plugins=plugins))
    finally:
        if env_before is None:
            os.environ.pop("PYTEST_ADDOPTS", None)
        else:
            os.environ["PYTEST_ADDOPTS"] = env_before


def to_json(report: VerifyReport) -> dict[str, Any]:
    """The report as data (`gomorra verify --json FILE`)."""
    return {
        "ok": report.ok,
        "summary": {
            "scenarios": len(report.scenarios),
            "passed": sum(f.passed for f in report.features),
            "failed": sum(f.failed for f in report.features),
            "skipped": sum(f.skipped for f in report.features),
            "errors": len(report.errors),
            "duration": round(report.duration, 4),
        },
        "features": [
            {
                "path": feature.path,
                "passed": feature.passed,
                "failed": feature.failed,
                "skipped": feature.skipped,
                "duration": round(feature.duration, 4),
                "scenarios": [
                    {
                        "name": s.scenario,
                        "example": s.example,
                        "file": s.feature,
                        "line": s.line,
                        "location": s.location,
                        "outcome": s.outcome,
                        "duration": round(s.duration, 4),
                        "message": s.message,
                        "failure": s.details.to_json() if s.details is not None else None,
                    }
                    for s in feature.scenarios
                ],
            }
            for feature in report.features
        ],
        "errors": [{"file": e.file, "line": e.line, "problem": e.problem} for e in report.errors],
    }
