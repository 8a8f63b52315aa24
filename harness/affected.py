"""`--affected`: run only the tests a change can alter (the contributor's loop).

The change is every file that differs from a git revision (`--since REV`; by default the
commit the map was recorded at), committed, staged, modified or new. The tests it can alter,
from the map a full run recorded (harness/affected_map.py):

* a feature file: its scenarios; a test module `tests/test_*.py`: its tests; a fuzzer
  regression file: tests/test_regressions.py;
* a card script: the scenarios tagged with its card (and its reprints), and the tests that
  executed a changed line (any line of the script, for a change outside its functions);
* a changed line inside a function of engine/, harness/ or cards/: the tests that executed
  it (a changed line is mapped to the statement coverage.py counts it under; an inserted
  line to its neighbours; comments, blank lines and docstrings alter nothing);
* everything, for a change that no line map can bound: a line run at import time (module
  or class level, a `def` line with its defaults and decorators), a Python file the map has
  never seen, a file whose content at REV is not the content the map recorded (a stale
  map), no map at all, a board of scenarios/boards, a conftest, pyproject.toml;
* nothing, for a file no test reads (docs, README, bench, scripts), and for a file whose
  content is the content the map recorded (the run that recorded it saw it).

A test the map has never seen (a new scenario, or a unit test when the map was recorded by
`gomorra verify`) always runs.
"""

from __future__ import annotations

import ast
import difflib
import json
import subprocess
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from harness.affected_map import (
    MAP,
    SOURCES,
    AffectedMap,
    Recorder,
    content_sha,
    read_map,
    test_key,
    write_map,
)
from harness.feature_files import scenario_of
from harness.suite import tag_values

#: Files whose change can alter any test.
_EVERYTHING_FILES = ("pyproject.toml", "conftest.py")
_EVERYTHING_FOLDERS = ("scenarios/boards/",)
#: The fuzzer's regression files, and the test that replays them.
_REGRESSIONS = "scenarios/regressions/"
_REGRESSION_TESTS = "tests/test_regressions.py"


@dataclass
class Selection:
    """What a change selects; `everything` overrides the rest. `reasons` say why, per file."""

    everything: bool = False
    tests: set[str] = field(default_factory=set)
    features: set[str] = field(default_factory=set)
    codes: set[str] = field(default_factory=set)
    test_files: set[str] = field(default_factory=set)
    reasons: list[str] = field(default_factory=list)

    #: The tests the map knows (`AffectedMap.known`); a test it does not know always runs.
    known: set[str] | None = None

    def run_everything(self, reason: str) -> None:
        self.everything = True
        self.reasons.append(reason + ": everything runs")

    def to_json(self) -> dict[str, Any]:
        return {
            "everything": self.everything,
            **{name: sorted(getattr(self, name)) for name in ("tests", "features", "codes", "test_files")},
            "reasons": self.reasons,
            "known": None if self.known is None else sorted(self.known),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Selection:
        known = data["known"]
        return cls(
            everything=bool(data["everything"]),
            tests=set(data["tests"]),
            features=set(data["features"]),
            codes=set(data["codes"]),
            test_files=set(data["test_files"]),
            reasons=list(data["reasons"]),
            known=None if known is None else set(known),
        )


# -- lines -------------------------------------------------------------------------------------
def changed_lines(old: str, new: str) -> set[int]:
    """The lines of `old` (from 1) that `new` replaces or deletes, and for an insertion the
    old lines either side of it."""
    before, after = old.splitlines(), new.splitlines()
    changed: set[int] = set()
    for tag, i1, i2, _j1, _j2 in difflib.SequenceMatcher(None, before, after, autojunk=False).get_opcodes():
        if tag in ("replace", "delete"):
            changed.update(range(i1 + 1, i2 + 1))
        elif tag == "insert":
            changed.update(n for n in (i1, i1 + 1) if 1 <= n <= len(before))
    return changed


@dataclass(frozen=True)
class _Statement:
    first: int
    last: int
    in_function: bool
    docstring: bool


def _statements(tree: ast.Module) -> list[_Statement]:
    found: list[_Statement] = []

    def visit(body: list[ast.stmt], in_function: bool) -> None:
        for index, node in enumerate(body):
            docstring = (
                index == 0
                and isinstance(node, ast.Expr)
                and isinstance(node.value, ast.Constant)
                and isinstance(node.value.value, str)
            )
            found.append(_Statement(node.lineno, node.end_lineno or node.lineno, in_function, docstring))
            inner = in_function or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            for name in ("body", "orelse", "finalbody"):
                visit(getattr(node, name, []), inner)
            for handler in getattr(node, "handlers", []):
                visit(handler.body, inner)
            for case in getattr(node, "cases", []):
                visit(case.body, inner)

    visit(tree.body, False)
    return found


def executed_lines(old: str, lines: Iterable[int]) -> tuple[set[int], bool]:
    """The line numbers coverage.py records for the statements holding `lines` of `old`
    (a statement's first line; a compound statement's for a line of its header), and
    whether any of them runs at import time (outside every function body)."""
    text = old.splitlines()
    statements = _statements(ast.parse(old))
    executed: set[int] = set()
    at_import = False
    for line in lines:
        content = text[line - 1].strip() if line <= len(text) else ""
        if not content or content.startswith("#"):
            continue
        holding = [s for s in statements if s.first <= line <= s.last]
        if not holding:  # a decorator line, or anything else outside every statement
            at_import = True
            continue
        innermost = min(holding, key=lambda s: s.last - s.first)
        if innermost.docstring:
            continue
        if innermost.in_function:
            executed.add(innermost.first)
        else:
            at_import = True
    return executed, at_import


# -- files -------------------------------------------------------------------------------------
def _git(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", *args], cwd=root, capture_output=True, text=True, check=False)


class UnknownRevision(ValueError):
    """`--since` names no git revision here."""


def changed_files(root: Path, since: str) -> list[str]:
    """Files (relative to `root`) that differ from revision `since`, or are new."""
    diff = _git(root, "diff", "--name-only", "--relative", since)
    if diff.returncode != 0:
        raise UnknownRevision(f"--since {since}: {diff.stderr.strip() or 'not a git revision'}")
    new = _git(root, "ls-files", "--others", "--exclude-standard")
    return sorted({line for line in (diff.stdout + new.stdout).splitlines() if line})


def text_at(root: Path, since: str, path: str) -> str | None:
    shown = _git(root, "show", f"{since}:./{path}")
    return shown.stdout if shown.returncode == 0 else None


def script_cards(root: Path, path: str) -> set[str]:
    """The card codes a card script serves (reprints sharing it included), none for another file."""
    from cards.scripts import script_registry
    from harness.integrity import script_codes

    codes = {
        code
        for code, file in script_codes(root / "cards").items()
        if Path(file).resolve() == (root / path).resolve()
    }
    registry = script_registry()
    scripts = {registry[c] for c in codes if c in registry}
    return codes | {code for code, script in registry.items() if script in scripts}


def select(root: Path, since: str, found: AffectedMap | None) -> Selection:
    """The tests the change since `since` can alter (see the module docstring)."""
    chosen = Selection(known=found.known if found is not None else None)
    if found is None:
        chosen.run_everything("no affected map (record one: gomorra verify --record-affected)")
        return chosen
    for path in changed_files(root, since):
        _select_file(root, since, path, found, chosen)
    return chosen


def _select_file(root: Path, since: str, path: str, found: AffectedMap, chosen: Selection) -> None:
    name = Path(path).name
    if path.endswith(".feature"):
        chosen.features.add(path)
        chosen.reasons.append(f"{path}: its scenarios")
    elif path.startswith(_REGRESSIONS):
        chosen.test_files.add(_REGRESSION_TESTS)
        chosen.reasons.append(f"{path}: {_REGRESSION_TESTS} replays it")
    elif name in _EVERYTHING_FILES or path.startswith(_EVERYTHING_FOLDERS):
        chosen.run_everything(path)
    elif path.startswith("tests/") and path.endswith(".py"):
        if name.startswith("test_"):
            chosen.test_files.add(path)
            chosen.reasons.append(f"{path}: its tests")
        else:
            chosen.run_everything(f"{path} (a helper of the tests)")
    elif path.endswith(".py") and path.split("/")[0] in SOURCES:
        _select_source(root, since, path, found, chosen)


def _select_source(root: Path, since: str, path: str, found: AffectedMap, chosen: Selection) -> None:
    if path not in found.files:
        chosen.run_everything(f"{path}, a file the map has never seen")
        return
    current = root / path
    if current.is_file() and content_sha(current.read_bytes()) == found.files[path][0]:
        return  # the map recorded this very content: its tests' outcomes are known
    old = text_at(root, since, path)
    if old is None or content_sha(old) != found.files[path][0]:
        chosen.run_everything(f"{path}: the map recorded another version of it than {since}'s (a stale map)")
        return
    new = current.read_text(encoding="utf-8") if current.is_file() else ""
    source_change(root, path, old, new, found, chosen)


def source_change(root: Path, path: str, old: str, new: str, found: AffectedMap, chosen: Selection) -> None:
    """Select for `path` (a file of engine/, harness/ or cards/ the map recorded as `old`)
    now reading `new`."""
    lines, at_import = executed_lines(old, changed_lines(old, new))
    codes = script_cards(root, path) if path.startswith("cards/") else set()
    if codes:
        ran = found.tests_of_file(path) if at_import else found.tests_of_lines(path, lines)
        chosen.codes |= codes
        chosen.tests |= ran
        chosen.reasons.append(
            f"{path}: card {', '.join(sorted(codes))} and {len(ran)} tests that ran its changed lines"
        )
    elif at_import:
        chosen.run_everything(f"{path}: a line run at import time changed")
    else:
        ran = found.tests_of_lines(path, lines)
        chosen.tests |= ran
        chosen.reasons.append(f"{path}: {len(ran)} tests ran its {len(lines)} changed statements")


def selection_for(root: Path, since: str | None, found: AffectedMap | None) -> Selection:
    """What `--affected` selects, against the map's commit unless `since` is given: weighed
    once (by `gomorra verify`, before its batches run; by each pytest session otherwise)."""
    since = since or (found.commit if found is not None else None) or "HEAD"
    return select(root, since, found)


def files_to_run(
    files: Iterable[Path], root: Path, chosen: Selection, found: AffectedMap | None
) -> list[Path]:
    """The feature files among `files` that may hold a test `wanted` keeps, so a batched run
    collects only those. A file is left out only when the map recorded this very content
    (so it knows every scenario in it) and nothing selects one of its scenarios: not the
    file, not a test the change reaches, not a card tag of a changed script."""
    if chosen.everything or found is None:
        return list(files)
    reached = {test.partition(".feature:")[0] + ".feature" for test in chosen.tests if ".feature:" in test}
    tags = [f"@card:{code}" for code in chosen.codes]
    kept = []
    for file in files:
        path = file.resolve()
        if not path.is_relative_to(root):
            kept.append(file)
            continue
        relative = str(path.relative_to(root))
        data = path.read_bytes()
        if (
            relative in chosen.features
            or relative in reached
            or found.features.get(relative) != content_sha(data)
            or any(tag in data.decode("utf-8", "replace") for tag in tags)
        ):
            kept.append(file)
    return kept


def wanted(item: pytest.Item, key: str, root: Path, chosen: Selection) -> bool:
    known = chosen.known
    if chosen.everything or known is None or key in chosen.tests or key not in known:
        return True
    scenario = scenario_of(item)
    if scenario is not None:
        feature = Path(scenario.file)
        if feature.is_relative_to(root) and str(feature.relative_to(root)) in chosen.features:
            return True
        if tag_values(item, "card") & chosen.codes:
            return True
    where = Path(str(item.path))
    return where.is_relative_to(root) and str(where.relative_to(root)) in chosen.test_files


# -- the pytest plugin part ------------------------------------------------------------------
def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("gomorra", "Gomorra rules coverage")
    group.addoption(
        "--affected",
        action="store_true",
        default=False,
        help="run only the tests a change since --since can alter (harness/affected.py)",
    )
    group.addoption(
        "--since",
        default=None,
        metavar="REV",
        help="the revision --affected compares with (default: the map's commit)",
    )
    group.addoption(
        "--record-affected",
        action="store_true",
        default=False,
        help="record which test ran which line (coverage.py) into the affected map",
    )
    group.addoption(
        "--affected-map",
        default=None,
        metavar="FILE",
        help=f"the affected map (default: {MAP} under the rootdir)",
    )
    group.addoption(
        "--affected-selection",
        default=None,
        metavar="FILE",
        help="with --affected: the selection already made (gomorra verify makes it once for all its batches)",
    )


_RECORDER = pytest.StashKey[Recorder]()
_SELECTION = pytest.StashKey[Selection]()
_WORKER_KEY = "gomorra_affected_map"
#: The last selection made in this process, for `gomorra verify --affected` to print.
LAST: list[Selection] = []


def map_path(config: pytest.Config) -> Path:
    given = config.getoption("affected_map", None)
    return Path(given) if given else Path(str(config.rootpath)) / MAP


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("record_affected", False):
        recorder = Recorder(Path(str(config.rootpath)).resolve())
        config.stash[_RECORDER] = recorder
        config.pluginmanager.register(recorder, "gomorra-affected-recorder")


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not config.getoption("affected", False):
        return
    root = Path(str(config.rootpath)).resolve()
    made = config.getoption("affected_selection", None)
    if made:
        chosen = Selection.from_json(json.loads(Path(made).read_text(encoding="utf-8")))
    else:
        try:
            chosen = selection_for(root, config.getoption("since", None), read_map(map_path(config)))
        except ValueError as error:
            raise pytest.UsageError(str(error)) from None
    config.stash[_SELECTION] = chosen
    LAST[:] = [chosen]
    keep = [item for item in items if wanted(item, test_key(item, root), root, chosen)]
    if len(keep) < len(items):
        kept = set(map(id, keep))
        config.hook.pytest_deselected(items=[item for item in items if id(item) not in kept])
        items[:] = keep


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: object, error: object) -> None:
    text = getattr(node, "workeroutput", {}).get(_WORKER_KEY)
    config = getattr(node, "config", None)
    if text and config is not None and _RECORDER in config.stash:
        config.stash.setdefault(_WORKER_MAPS, []).append(AffectedMap.from_json(json.loads(text)))


_WORKER_MAPS = pytest.StashKey[list[AffectedMap]]()


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    config = session.config
    if _RECORDER not in config.stash:
        return
    recorded = config.stash[_RECORDER].finish()
    workeroutput = getattr(config, "workeroutput", None)
    if workeroutput is not None:  # an xdist worker: the controller writes the map
        workeroutput[_WORKER_KEY] = json.dumps(recorded.to_json())
        return
    for part in config.stash.get(_WORKER_MAPS, []):
        recorded.merge(part)
    write_map(map_path(config), recorded)


def pytest_report_collectionfinish(config: pytest.Config) -> list[str]:
    chosen = config.stash.get(_SELECTION, None)
    return [] if chosen is None else [f"affected: {reason}" for reason in chosen.reasons]
