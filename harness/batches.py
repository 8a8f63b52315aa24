"""A long verification run in batches of feature files, one pytest session each.

A pytest session keeps everything it collected until it ends: every scenario's item,
pytest-bdd's parsed feature files, the Gherkin documents behind them and the rules
records. Run in one session, a suite's memory grows with its size (about 19 KiB a
scenario here), so the whole card pool would not fit the benchmark's budget. `gomorra
verify` therefore runs a long list of feature files as consecutive sessions of at most
BATCH_FILES files. Where the system can fork, each session runs in a child process that
sends its results back and ends, so nothing a batch allocated outlives it and the peak
stays that of one batch whatever the suite's size; elsewhere the sessions run one after
another in the same process, with what each collected freed before the next.

The batches are the same run: the scenarios, steps, plugins and outcomes are those of one
session. What a session writes at its end is written per batch to a file of its own and
merged into the file the run was asked for: the rules records (`--rules-records`), the
JUnit XML and the Cucumber JSON. Recorded durations (`--store-durations`) already merge
into their file. Two outputs need every scenario in one session, so a run asking for
them is not split: the HTML scenario report (`--scenario-report`, which holds every page
in memory anyway) and the affected map (`--record-affected`, one coverage.py measurement).
"""

from __future__ import annotations

import json
import os
import xml.etree.ElementTree as ET
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest

#: Feature files per pytest session (about 200 scenarios). Measured over twice the bundled
#: features (bench/run.py, every process's PSS summed): 80 files a batch peak at 93 MiB,
#: 40 at 78 MiB for about 0.3 s more CPU a batch (a session's start-up), so the run stays
#: under the 100 MiB budget as the suite grows.
BATCH_FILES = 40

#: Options whose output needs every scenario in one session: a run with them is one batch.
UNSPLIT = ("--scenario-report", "--record-affected")

#: Options naming a file the session writes at its end: (option, how it is merged).
_RECORDS, _JUNIT, _CUCUMBER = "--rules-records", "--junitxml", "--cucumberjson"


def feature_files(paths: Sequence[Path]) -> list[Path]:
    """The feature files `paths` name, folders expanded in sorted order, each once."""
    files: dict[Path, None] = {}
    for path in paths:
        found = sorted(path.rglob("*.feature")) if path.is_dir() else [path]
        files.update(dict.fromkeys(found))
    return list(files)


def splittable(extra_args: Sequence[str]) -> bool:
    """Whether a run with these pytest options may be split into batches."""
    return not any(arg.split("=", 1)[0] in UNSPLIT for arg in extra_args)


def batches(files: Sequence[Path], size: int = BATCH_FILES) -> Iterator[list[Path]]:
    for start in range(0, len(files), size):
        yield list(files[start : start + size])


@dataclass
class BatchOutputs:
    """The end-of-session files of a split run: each batch writes its own, merged at the end."""

    extra_args: Sequence[str]
    folder: Path
    parts: dict[str, list[Path]] = field(default_factory=dict)
    targets: dict[str, Path] = field(default_factory=dict)

    def args_for(self, batch: int) -> list[str]:
        """`extra_args` with each output file replaced by this batch's own."""
        args, pending = [], None
        for arg in self.extra_args:
            if pending is not None:
                args.append(str(self._part(pending, Path(arg), batch)))
                pending = None
                continue
            option, equals, value = arg.partition("=")
            if option in (_RECORDS, _JUNIT, _CUCUMBER):
                if not equals:
                    args.append(arg)
                    pending = option
                    continue
                arg = f"{option}={self._part(option, Path(value), batch)}"
            args.append(arg)
        return args

    def _part(self, option: str, target: Path, batch: int) -> Path:
        self.targets[option] = target
        part = self.folder / f"batch-{batch}{target.suffix or '.out'}.{option.strip('-')}"
        self.parts.setdefault(option, []).append(part)
        return part

    def merge(self) -> None:
        """Write each asked-for file from the batches' parts (a batch that collected
        nothing may have written no part)."""
        for option, target in self.targets.items():
            parts = [p for p in self.parts.get(option, []) if p.is_file()]
            if not parts:
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            if option == _RECORDS:
                _merge_records(parts, target)
            elif option == _JUNIT:
                _merge_junit(parts, target)
            else:
                _merge_cucumber(parts, target)


def _merge_records(parts: list[Path], target: Path) -> None:
    from harness.rules_coverage.trace import merge_files

    merge_files(parts, target)


def _merge_cucumber(parts: list[Path], target: Path) -> None:
    features = [feature for part in parts for feature in json.loads(part.read_text(encoding="utf-8"))]
    target.write_text(json.dumps(features, indent=4), encoding="utf-8")


#: The counters of a JUnit XML test suite, summed over the batches.
_COUNTS = ("tests", "errors", "failures", "skipped")


def _merge_junit(parts: list[Path], target: Path) -> None:
    """One `<testsuites>` whose single suite holds every batch's testcases, counts and
    time summed: what one session would have written."""
    trees = [ET.parse(part) for part in parts]
    suites = [suite for tree in trees for suite in tree.iter("testsuite")]
    first = suites[0]
    for suite in suites[1:]:
        for case in suite.iterfind("testcase"):
            first.append(case)
        for name in _COUNTS:
            first.set(name, str(int(first.get(name, "0")) + int(suite.get(name, "0"))))
        first.set("time", f"{float(first.get('time', '0')) + float(suite.get('time', '0')):.3f}")
    root = ET.Element("testsuites")
    root.append(first)
    ET.ElementTree(root).write(target, encoding="utf-8", xml_declaration=True)


def in_child_processes() -> bool:
    """Whether batches run in forked child processes: where the system can fork, unless
    GOMORRA_BATCHES_IN_PROCESS is set (a debugger that cannot follow a child)."""
    import multiprocessing

    return "fork" in multiprocessing.get_all_start_methods() and not os.environ.get(
        "GOMORRA_BATCHES_IN_PROCESS"
    )


def release_memory() -> None:
    """Between two batches: what the last one collected is garbage now; the step
    arguments it parsed are dropped, and the C allocator hands the freed heap back to the
    system (glibc's `malloc_trim`, where there is one), so the next batch starts low."""
    import ctypes
    import ctypes.util
    import gc

    from harness.step_lookup import forget_parsed_arguments

    forget_parsed_arguments()
    gc.collect()
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
        if libc is not None and hasattr(libc, "malloc_trim"):
            libc.malloc_trim(0)
    except OSError:
        pass


def combined_exit_code(codes: Sequence[int]) -> int:
    """One run's exit code from its batches': a failure or an interruption anywhere
    decides; "no tests collected" only when no batch collected any."""
    worst = [code for code in codes if code not in (pytest.ExitCode.OK, pytest.ExitCode.NO_TESTS_COLLECTED)]
    if worst:
        return max(worst)
    if codes and all(code == pytest.ExitCode.NO_TESTS_COLLECTED for code in codes):
        return int(pytest.ExitCode.NO_TESTS_COLLECTED)
    return int(pytest.ExitCode.OK)
