"""`--affected` (harness/affected.py): the tests a change can alter, from the map a full run
recorded (harness/affected_map.py).

The map is recorded here over the bundled features (coverage.py, one context per scenario).
Then, in each module of engine/, a change is planted: the busiest function raises at its
first statement. The map selects scenarios for that change, and the plant, swapped into the
running function, makes a selected scenario fail (or the run itself, for a function pytest's
hooks call too): no change to an engine module goes without a scenario that notices it. A
module no scenario runs a function of (an enum, declarations) has its change at import time,
which selects everything. For one module every scenario runs against the plant, and each one
that fails is among those selected.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import sys
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FunctionType
from typing import Any

import pytest

from harness.affected import Selection, changed_lines, executed_lines, source_change
from harness.affected_map import AffectedMap, read_map
from harness.verify import verify

ROOT = Path(__file__).resolve().parent.parent
# The map's mechanics are what these tests prove, not the size of the suite it is recorded
# over: the rules scenarios (which reach every engine module a scenario can reach) and one
# card's features, recorded once under coverage.py and run again under each plant. The whole
# bundled suite made this file the costliest of the default run, growing with every card.
SUITE = [
    ROOT / "features" / "rules",
    *sorted((ROOT / "features" / "cards").glob("*/allie_hensman.feature")),
    *sorted((ROOT / "features" / "cards").glob("*/blind/allie_hensman.feature")),
]
ENGINE = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "engine").rglob("*.py") if p.name != "__init__.py")


# -- lines ---------------------------------------------------------------------------------
OLD = '''"""A module."""
LIMIT = 3


def f(x):
    """Docstring."""
    if x > LIMIT:  # a comment
        return 1
    return call(
        x,
    )
'''


def test_a_changed_line_in_a_function_is_the_statement_coverage_counts() -> None:
    new = OLD.replace("        x,\n", "        x + 1,\n")
    assert changed_lines(OLD, new) == {10}
    assert executed_lines(OLD, {10}) == ({9}, False)


def test_an_inserted_line_selects_its_neighbours() -> None:
    new = OLD.replace("        return 1\n", "        return 1\n    print(x)\n")
    assert changed_lines(OLD, new) == {8, 9}
    assert executed_lines(OLD, {8, 9}) == ({8, 9}, False)


def test_comments_blank_lines_and_docstrings_alter_nothing() -> None:
    assert executed_lines(OLD, {3, 4, 6}) == (set(), False)
    assert executed_lines(OLD, {7})[0] == {7}  # a code line with a comment is code


def test_a_line_run_at_import_time_cannot_be_bounded() -> None:
    assert executed_lines(OLD, {2})[1]  # a constant
    assert executed_lines(OLD, {5})[1]  # the def line (defaults, decorators)


# -- the map, recorded over a suite -----------------------------------------------------------
@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> AffectedMap:
    coverage = sys.modules.get("coverage")
    if coverage is not None and coverage.Coverage.current() is not None:
        pytest.skip("records a map with coverage.py itself: cannot run while coverage measures this run")
    path = tmp_path_factory.mktemp("affected") / "affected-map.json"
    report = verify(SUITE, extra_args=["--record-affected", "--affected-map", str(path)], tracebacks=False)
    assert report.ok
    found = read_map(path)
    assert found is not None
    return found


def _functions(tree: ast.Module) -> Iterator[tuple[str, ast.FunctionDef]]:
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            yield node.name, node
        elif isinstance(node, ast.ClassDef):
            for inner in node.body:
                if isinstance(inner, ast.FunctionDef):
                    yield f"{node.name}.{inner.name}", inner


def _first_statement(node: ast.FunctionDef) -> ast.stmt:
    body = node.body
    docstring = isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None), ast.Constant)
    return body[1] if docstring and len(body) > 1 else body[0]


def _live(module: Any, qualname: str) -> FunctionType | None:
    owner: Any = module
    for part in qualname.split("."):
        owner = inspect.getattr_static(owner, part, None)
        if isinstance(owner, staticmethod | classmethod):
            owner = owner.__func__
        elif isinstance(owner, property):
            owner = owner.fget
    while hasattr(owner, "__wrapped__"):
        owner = owner.__wrapped__
    return owner if isinstance(owner, FunctionType) else None


@contextmanager
def planted(function: FunctionType, node: ast.FunctionDef, source: str, line: int) -> Iterator[None]:
    """`function` raises at `line` of its module for the duration (its code swapped)."""
    lines = source.splitlines()
    segment = lines[node.lineno - 1 : node.end_lineno]
    indent = len(lines[line - 1]) - len(lines[line - 1].lstrip())
    segment.insert(line - node.lineno, " " * indent + "raise RuntimeError('planted')")
    code = "\n" * (node.lineno - 1) + textwrap.dedent("\n".join(segment))
    namespace = dict(function.__globals__)
    exec(compile(code, function.__code__.co_filename, "exec"), namespace)
    original = function.__code__
    function.__code__ = namespace[node.name].__code__
    try:
        yield
    finally:
        function.__code__ = original


def plant_in(
    path: str, found: AffectedMap
) -> tuple[FunctionType, ast.FunctionDef, str, int, set[str]] | None:
    """The busiest function of `path` that can be planted: (function, its node, the module's
    source, the planted line, the tests that ran that line)."""
    source = (ROOT / path).read_text(encoding="utf-8")
    module = importlib.import_module(path.removesuffix(".py").replace("/", "."))
    ran = found.files.get(path, ("", {}))[1]
    candidates = []
    for qualname, node in _functions(ast.parse(source)):
        line = _first_statement(node).lineno
        function = _live(module, qualname)
        if (
            line in ran
            and function is not None
            and not function.__code__.co_freevars
            and function.__code__.co_firstlineno in (node.lineno, *(d.lineno for d in node.decorator_list))
        ):
            candidates.append((len(ran[line]), qualname, function, node, line))
    if not candidates:
        return None
    _count, _name, function, node, line = max(candidates, key=lambda c: (c[0], c[1]))
    return function, node, source, line, found.tests_of_lines(path, [line])


def selected_for(path: str, source: str, line: int, found: AffectedMap) -> Selection:
    lines = source.splitlines(keepends=True)
    indent = len(lines[line - 1]) - len(lines[line - 1].lstrip())
    lines.insert(line - 1, " " * indent + "raise RuntimeError('planted')\n")
    chosen = Selection()
    source_change(ROOT, path, source, "".join(lines), found, chosen)
    return chosen


def _location(test: str) -> Path:
    return ROOT / test.split("[")[0]


@pytest.mark.slow
def test_a_change_planted_in_each_engine_module_selects_a_scenario_that_fails(recorded: AffectedMap) -> None:
    unnoticed = []
    for path in ENGINE:
        plant = plant_in(path, recorded)
        if plant is None:
            # No scenario runs a function of it (an enum, declarations run at import): any
            # change to its code runs at import time, so everything runs.
            source = (ROOT / path).read_text(encoding="utf-8")
            first = next(s for s in ast.parse(source).body if not isinstance(s, ast.Expr | ast.ImportFrom))
            assert selected_for(path, source, first.lineno, recorded).everything, path
            continue
        function, node, source, line, ran = plant
        chosen = selected_for(path, source, line, recorded)
        assert chosen.everything or ran <= chosen.tests, f"{path}:{line}: tests that ran it not selected"
        sample = sorted(chosen.tests)[:3] if not chosen.everything else sorted(ran)[:3]
        with planted(function, node, source, line):
            report = verify([_location(t) for t in sample], tracebacks=False)
        # The sample passed in the recorded run; with the plant it fails (a scenario fails,
        # or, for a function pytest's hooks call too, the run itself).
        if report.ok:
            unnoticed.append(f"{path}:{line} ({function.__qualname__})")
    assert unnoticed == []


@pytest.mark.slow
def test_every_scenario_a_plant_breaks_was_selected(recorded: AffectedMap) -> None:
    path = "engine/jobs.py"
    plant = plant_in(path, recorded)
    assert plant is not None
    function, node, source, line, _ran = plant
    chosen = selected_for(path, source, line, recorded)
    with planted(function, node, source, line):
        report = verify(SUITE, tracebacks=False)
    failed = {
        f"{s.feature}:{s.line}" + (f"[{s.example}]" if s.example else "")
        for s in report.scenarios
        if s.outcome == "failed"
    }
    assert failed, "the plant broke nothing"
    assert failed <= chosen.tests, sorted(failed - chosen.tests)[:5]
    assert len(chosen.tests) < len(report.scenarios)


def test_a_one_line_change_to_a_card_script_selects_its_cards_scenarios_and_few_others(
    recorded: AffectedMap,
) -> None:
    path = "cards/dtr/allie_hensman.py"
    source = (ROOT / path).read_text(encoding="utf-8")
    line = next(n for n, text in enumerate(source.splitlines(), 1) if "add_control_point" in text)
    changed = source.replace("add_control_point(self.card)", "add_control_point(self.card, 2)")
    chosen = Selection()
    source_change(ROOT, path, source, changed, recorded, chosen)
    assert not chosen.everything
    assert chosen.codes == {"01035", "24078"}  # Allie Hensman and her Weird West Edition reprint
    assert recorded.tests_of_lines(path, [line]) <= chosen.tests
    assert len(chosen.tests) < len(recorded.tests) // 20
