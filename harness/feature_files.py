"""`.feature` files collected by pytest directly: `pytest features/cards/dtr/shotgun.feature`.

pytest-bdd binds scenarios only from a Python module (`scenarios(...)`). A rules expert's
repository holds feature files and YAML boards, no Python, so the Gomorra plugin collects
each `.feature` file as a module-like collector whose test functions pytest-bdd's own
`scenario()` decorator makes: the same items, steps, guards, tags and reports as a test
module binding the file. A file that does not parse is one collection error naming
file:line and the problem; the other files still collect.

A session that reaches one scenario twice (a feature file given to pytest and also bound
by `tests/test_features.py`) runs it once: from the test module, which may bring steps
and fixtures of its own; the feature file's item is deselected.
"""

from __future__ import annotations

import os
import re
import types
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import exceptions as bdd_exceptions
from pytest_bdd.feature import get_feature
from pytest_bdd.scenario import get_python_name_generator, scenario, scenario_wrapper_template_registry
from pytest_bdd.utils import registry_get_safe

from harness.text_files import UnreadableFile, read_text_file

#: The ini key that turns the collection of `.feature` files off (a project binding them
#: with its own test modules only).
COLLECT_INI = "gomorra_collect_features"

#: The parameter pytest-bdd parametrizes an outline's rows with.
EXAMPLE_PARAM = "_pytest_bdd_example"


class FeatureFileError(Exception):
    """A feature file that cannot be read or parsed, with the line of the problem."""

    def __init__(self, file: str, line: int, problem: str) -> None:
        super().__init__(f"{file}:{line}: {problem}")
        self.file, self.line, self.problem = file, line, problem


def parse_feature(path: Path) -> Any:
    """pytest-bdd's parsed feature (its cache), or FeatureFileError naming file:line."""
    shown = display_path(path)
    try:
        text = read_text_file(path, shown=shown)
    except UnreadableFile as error:
        return _raise(error.file, error.line, error.problem)
    if not text.strip():
        return _raise(shown, 1, "the file is empty: a feature file starts with 'Feature:' and has scenarios")
    try:
        return get_feature(str(path.parent), path.name)
    except bdd_exceptions.GherkinParseError as error:
        content = error.line_content.strip()
        problem = _gherkin_problem(error) + (f" (the line reads: {content})" if content else "")
        return _raise(shown, error.line, problem)
    except (OSError, UnicodeDecodeError) as error:
        return _raise(shown, 1, f"cannot be read: {error}")


def _gherkin_problem(error: bdd_exceptions.GherkinParseError) -> str:
    """pytest-bdd's words for the errors it knows; Gherkin's own (without its "(6:7): "
    location, already given) for the rest, instead of "Unknown parsing error"."""
    errors = getattr(error.__cause__, "errors", None)
    if error.message.startswith("Unknown parsing error") and errors:
        return re.sub(r"^\(\d+:\d+\): ", "", str(errors[0]).strip())
    return error.message


def check_has_scenarios(path: Path, feature: Any) -> None:
    """A feature file without scenarios is a mistake (a misspelt `Scenario:` keyword makes
    its scenario part of the feature's description), not a feature that passes."""
    if not feature.scenarios:
        _raise(
            display_path(path),
            int(feature.line_number),
            "the feature has no scenarios: is a 'Scenario:' keyword misspelt? "
            "(text under the Feature line that is no step is read as its description)",
        )


def _raise(file: str, line: int, problem: str) -> Any:
    raise FeatureFileError(file, line, problem)


def display_path(path: Path | str) -> str:
    """A path as a user typed it: relative to the working folder when inside it."""
    resolved = Path(path).resolve()
    try:
        return str(resolved.relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(resolved)


def bind(path: Path, namespace: dict[str, Any]) -> None:
    """Put one pytest-bdd test function per scenario of `path` into `namespace`, named as
    `scenarios()` names them (`test_<snake_case title>`)."""
    feature = parse_feature(path)
    check_has_scenarios(path, feature)
    for name in feature.scenarios:
        test = scenario(feature.filename, name, features_base_dir=str(path.parent))(_scenario_body)
        for test_name in get_python_name_generator(name):
            if test_name not in namespace:
                namespace[test_name] = test
                break


def _scenario_body() -> None:
    """A scenario's test body: the steps are the test."""


class FeatureFile(pytest.Module):
    """A `.feature` file as a pytest module: pytest-bdd makes its items."""

    def _getobj(self) -> types.ModuleType:
        module = types.ModuleType(f"gomorra feature {self.path}")
        module.__file__ = str(self.path)
        try:
            bind(self.path, module.__dict__)
        except FeatureFileError as error:
            raise self.CollectError(str(error)) from None
        return module


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addini(
        COLLECT_INI, "collect .feature files as tests (pytest path/to.feature)", type="bool", default=True
    )


class FeatureFolder(pytest.Directory):
    """A folder collected once per session, however many of its files are given.

    pytest re-collects a file's folder for every file named on its command line, making a
    node for each of the folder's entries each time: a session given 40 of a pack's 280
    feature files made 11,000 nodes, and the strength and removal sessions, given a
    thousand files, spent most of their start-up there. The folder's entries do not change
    within a session, so the first collection's nodes serve every later one. What is
    collected is what pytest's own `Dir` collects (entries in name order, the ignore
    rules applied, a file named twice run once); `Dir` itself cannot be subclassed."""

    _entries: list[pytest.Item | pytest.Collector] | None = None

    def collect(self) -> list[pytest.Item | pytest.Collector]:
        if self._entries is None:
            self._entries = list(self._scan())
        return self._entries

    def _scan(self) -> Iterator[pytest.Item | pytest.Collector]:
        ihook, config = self.ihook, self.config
        for entry in sorted(os.scandir(self.path), key=lambda e: e.name):
            path = Path(entry.path)
            if entry.is_dir():
                if not self.session.isinitpath(path, with_parents=True) and ihook.pytest_ignore_collect(
                    collection_path=path, config=config
                ):
                    continue
                folder = ihook.pytest_collect_directory(path=path, parent=self)
                if folder is not None:
                    yield folder
            elif entry.is_file():
                if not self.session.isinitpath(path) and ihook.pytest_ignore_collect(
                    collection_path=path, config=config
                ):
                    continue
                yield from ihook.pytest_collect_file(file_path=path, parent=self)


def pytest_collect_directory(path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    """A plain folder (no `__init__.py`: not a Python package) is a `FeatureFolder`."""
    if (path / "__init__.py").is_file():
        return None
    return FeatureFolder.from_parent(parent, path=path)


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix != ".feature" or not parent.config.getini(COLLECT_INI):
        return None
    return FeatureFile.from_parent(parent, path=file_path)


def find_boards(paths: Sequence[Path]) -> Path:
    """The `scenarios/boards` folder of the project the features belong to: the nearest
    one above them (or above the working folder)."""
    for start in [*paths, Path.cwd()]:
        for folder in [start.resolve(), *start.resolve().parents]:
            candidate = folder / "scenarios" / "boards"
            if candidate.is_dir():
                return candidate
    return Path.cwd() / "scenarios" / "boards"


# -- which scenario an item is ------------------------------------------------------------
@dataclass(frozen=True)
class ScenarioId:
    """One scenario (one row of an outline) wherever it was bound."""

    file: str  # absolute
    name: str
    line: int
    example: str  # the outline row's id, "" for a plain scenario
    row: dict[str, str] | None = None

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.file, self.name, self.example)


def scenario_of(item: pytest.Item) -> ScenarioId | None:
    """The scenario a pytest-bdd item runs, None for any other test."""
    template = registry_get_safe(scenario_wrapper_template_registry, getattr(item, "obj", None))
    if template is None:
        return None
    callspec = getattr(item, "callspec", None)
    row = callspec.params.get(EXAMPLE_PARAM) if callspec is not None else None
    example = callspec.id if callspec is not None and row is not None else ""
    return ScenarioId(
        str(Path(template.feature.filename).resolve()),
        str(template.name),
        int(template.line_number),
        example,
        dict(row) if isinstance(row, dict) else None,
    )


def row_line(scenario_id: ScenarioId) -> int | None:
    """The line of an outline row in its feature file (pytest-bdd keeps only the values)."""
    if scenario_id.row is None:
        return None
    for line, values in example_rows(Path(scenario_id.file)).get(scenario_id.line, []):
        if values == scenario_id.row:
            return line
    return None


def example_rows(path: Path) -> dict[int, list[tuple[int, dict[str, str]]]]:
    """Outline line → its Examples rows as (line, values by heading)."""
    from harness.integrity import _parse

    document = _parse(path) or {}
    found: dict[int, list[tuple[int, dict[str, str]]]] = {}

    def walk(children: list[dict[str, Any]]) -> None:
        for child in children:
            if "rule" in child:
                walk(child["rule"].get("children", []))
            elif "scenario" in child:
                outline = child["scenario"]
                rows = found.setdefault(outline["location"]["line"], [])
                for examples in outline.get("examples", []):
                    heading = [cell["value"] for cell in examples.get("tableHeader", {}).get("cells", [])]
                    for body in examples.get("tableBody", []):
                        values = [cell["value"] for cell in body["cells"]]
                        rows.append((body["location"]["line"], dict(zip(heading, values, strict=False))))

    walk((document.get("feature") or {}).get("children", []))
    return found


def scenario_lines(scenario_id: ScenarioId) -> Iterator[int]:
    """The lines that select this scenario: its own and, for an outline row, the row's."""
    yield scenario_id.line
    line = row_line(scenario_id)
    if line is not None:
        yield line


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """A scenario a test module binds runs from that module only: the feature file's own
    item for it is deselected (the module may bring steps and fixtures of its own). Two
    modules binding one feature stay two tests, as in pytest-bdd."""
    bound = {
        found.key
        for item in items
        if item.getparent(FeatureFile) is None and (found := scenario_of(item)) is not None
    }
    twice = [
        item
        for item in items
        if item.getparent(FeatureFile) is not None
        and (found := scenario_of(item)) is not None
        and found.key in bound
    ]
    if twice:
        config.hook.pytest_deselected(items=twice)
        chosen = set(map(id, twice))
        items[:] = [item for item in items if id(item) not in chosen]
