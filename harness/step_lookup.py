"""Finding the step definitions of a step once, not at every step of every scenario.

pytest-bdd (9.x) looks a step up by asking pytest, for every fixture name registered in
the session, which definitions of it the test can see, then trying each step parser:
thousands of `getfixturedefs` calls per step, most of the run time of a feature suite.
The ambiguity guard asked the same question a second time.

Two facts make the answer cacheable:
  * step definitions are fixtures named `pytestbdd_stepdef_<type>_<text>` (pytest-bdd's
    `step()` registers every one of them under that prefix), so the other fixture names
    never need to be looked at;
  * which definitions a scenario sees depends only on where it is bound — its module or
    class, with the conftests and plugins above it — and step definitions are registered
    while collecting, before any scenario runs. So the answer is one per (fixture manager,
    parent node, step type, step text). Per-folder conftest steps and per-module steps
    keep resolving differently in different places (tests/test_step_lookup.py).

`find_step_definitions` returns exactly what `pytest_bdd.scenario.find_fixturedefs_for_step`
would, and the Gomorra plugin installs it in its place; the guard shares the same answer.

Two more per-step costs of pytest-bdd go the same way:
  * `get_step_function` injected the matching definitions as a temporary fixture and
    asked pytest for its value, at every step. A step definition's fixture only returns
    its constant `StepFunctionContext`, and pytest takes the last of the injected
    definitions once sorted by scope (the most specific); `step_function` answers that
    directly (tests/test_step_lookup.py checks it against pytest-bdd's own answer);
  * a step function's signature was inspected twice per step; it is kept per function;
  * a step's arguments were parsed from its text at every run; they are kept per step
    definition and text (values a converter made mutable excepted);
  * the duplicate-title check (harness/integrity.py) parsed every feature file again;
    it reads the document pytest-bdd parsed (`get_gherkin_document`);
  * rendering a scenario deep-copied each step's data table before filling in the
    outline's values; `render_datatable` builds the same table cell by cell, sharing the
    immutable source locations (tests/test_step_lookup.py compares the two).
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, cast

import pytest
from parse import PARSE_RE
from pytest_bdd import parsers
from pytest_bdd.compat import get_fixture_names, getfixturedefs
from pytest_bdd.gherkin_parser import Cell, DataTable, Row
from pytest_bdd.parser import Step, render_string
from pytest_bdd.steps import StepNamePrefix, step_function_context_registry
from pytest_bdd.utils import get_required_args as bdd_required_args

#: The module, not the `scenario` decorator the package exports under the same name.
bdd_scenario: Any = importlib.import_module("pytest_bdd.scenario")
#: The module that reads feature files (its `get_gherkin_document`).
bdd_parser: Any = importlib.import_module("pytest_bdd.parser")

#: The prefix of every step definition's fixture name.
STEPDEF_PREFIX = StepNamePrefix.step_def.value + "_"

#: pytest-bdd's own search, kept for the equivalence test and for uninstalling.
UNCACHED = bdd_scenario.find_fixturedefs_for_step
#: pytest-bdd's own step-function lookup (through a temporary fixture), for the same test.
UNCACHED_STEP_FUNCTION = bdd_scenario.get_step_function
#: pytest-bdd's own data-table rendering (a deep copy, then each cell), for the same test.
DEEPCOPY_RENDER_DATATABLE = Step.render_datatable
#: pytest-bdd's own argument parsing (the step parser, then the converters), for the same test.
UNCACHED_PARSE_STEP_ARGUMENTS = bdd_scenario.parse_step_arguments


def _scope(node: Any) -> Any:
    """The node whose visibility a test item shares: its module or class. Fixtures that
    pytest-bdd registers on the item itself (`target_fixture` values) are never steps."""
    if isinstance(node, pytest.Item) and node.parent is not None:
        return node.parent
    return node


#: A visible step definition: its fixture, its pytest-bdd context, and the longest piece
#: of literal text any step it matches contains ("" when unknown).
Visible = tuple[Any, Any, str]


def visible_definitions(fixturemanager: Any, node: Any) -> list[Visible]:
    """Every step definition visible to `node`, with its pytest-bdd context."""
    visible = []
    for name in get_fixture_names(fixturemanager=fixturemanager):
        if not name.startswith(STEPDEF_PREFIX):
            continue
        for fixturedef in getfixturedefs(fixturemanager, name, node) or ():
            context = step_function_context_registry.get(fixturedef.func)
            if context is not None:
                words = literal_words(context.parser)
                visible.append((fixturedef, context, max(words, key=len) if words else ""))
    return visible


def literal_words(parser: Any) -> tuple[str, ...]:
    """The literal text of a `parsers.parse` step pattern, outside its fields, lower-cased
    (ASCII pieces only), which any step it matches contains; () for other parsers.

    parse matches literal text as written, ignoring case (its regex escapes it), so a step
    text without one of these pieces cannot match: most definitions are ruled out by a
    substring test instead of a regex match. ASCII only: under IGNORECASE a non-ASCII
    letter may match an ASCII one that `lower()` would not give."""
    if type(parser) is not parsers.parse:
        return ()
    pieces = []
    for part in PARSE_RE.split(str(parser.name)):
        if not part or part in ("{{", "}}") or (part[0] == "{" and part[-1] == "}"):
            continue
        if part.isascii() and part.strip():
            pieces.append(part.lower())
    return tuple(pieces)


def matching(step: Any, visible: Iterable[Visible]) -> list[Any]:
    """pytest-bdd's test: the definition's type (if it has one) and its parser match; a
    definition whose longest literal piece an ASCII step text lacks is not tried."""
    name = str(step.name)
    lowered = name.lower() if name.isascii() else ""
    step_type = step.type
    return [
        fixturedef
        for fixturedef, context, piece in visible
        if (context.type is None or context.type == step_type)
        and (not lowered or piece in lowered)
        and context.parser.is_matching(name)
    ]


#: A step as a scope sees it: (scope node id, step type, step text).
Key = tuple[str, str, str]


class _Lookups:
    """One fixture manager's answers, per scope and step text: the visible definitions,
    the matching ones, the one pytest-bdd runs, and whether the step is ambiguous."""

    def __init__(self) -> None:
        #: The definitions a scope sees for one step type (and those of no type).
        self.visible: dict[tuple[str, str], list[Visible]] = {}
        #: Each distinct list of visible definitions once: the scopes (one per feature file)
        #: mostly see the same definitions, and a list per scope grew with the suite.
        self.shared: dict[tuple[int, ...], list[Visible]] = {}
        self.found: dict[Key, tuple[Any, ...]] = {}
        self.chosen: dict[Key, Any] = {}
        self.ambiguity: dict[Key, str | None] = {}


#: A session's answers, kept with its fixture manager's session (one per session).
_LOOKUPS = pytest.StashKey[_Lookups]()


#: The scope of each node asked about (a test item's scope is found once, not per step).
_SCOPE = pytest.StashKey[tuple[Any, str]]()


def _lookups(step: Any, fixturemanager: Any, node: Any) -> tuple[_Lookups, Key, Any]:
    stash = fixturemanager.session.stash
    lookups = stash.get(_LOOKUPS, None)
    if lookups is None:
        lookups = stash[_LOOKUPS] = _Lookups()
    scoped = node.stash.get(_SCOPE, None)
    if scoped is None:
        scope = _scope(node)
        scoped = node.stash[_SCOPE] = (scope, scope.nodeid)
    return lookups, (scoped[1], str(step.type), str(step.name)), scoped[0]


def find_step_definitions(step: Any, fixturemanager: Any, node: Any) -> Iterable[Any]:
    """The step definitions that match `step` and are visible to `node`, searched once per
    scope and step text."""
    lookups, key, scope = _lookups(step, fixturemanager, node)
    found = lookups.found.get(key)
    if found is None:
        typed = (key[0], key[1])
        visible = lookups.visible.get(typed)
        if visible is None:
            seen = [
                definition
                for definition in visible_definitions(fixturemanager, scope)
                if definition[1].type is None or definition[1].type == step.type
            ]
            # Identities are stable: the first list keeps its fixture definitions alive.
            visible = lookups.visible[typed] = lookups.shared.setdefault(tuple(id(d[0]) for d in seen), seen)
        found = lookups.found[key] = tuple(matching(step, visible))
    return found


def step_function(request: Any, step: Any) -> Any:
    """The `StepFunctionContext` pytest-bdd's `get_step_function` finds for `step`, or
    None: the most specific matching definition (pytest's choice among the definitions
    pytest-bdd injects, sorted by their scope's node ids), without the injection; chosen
    once per scope and step text."""
    lookups, key, _scope_node = _lookups(step, request._fixturemanager, request.node)
    if key in lookups.chosen:
        return lookups.chosen[key]
    definitions = find_step_definitions(step, request._fixturemanager, request.node)
    chosen = None
    if definitions:
        closest = max(
            enumerate(definitions),
            key=lambda found: (list(bdd_scenario.iterparentnodeids(found[1].baseid)), found[0]),
        )[1]
        chosen = step_function_context_registry[closest.func]
    lookups.chosen[key] = chosen
    return chosen


def ambiguity(step: Any, fixturemanager: Any, node: Any) -> str | None:
    """Why `step` is ambiguous where `node` runs it (two step definitions of different
    names match it; one fixture overriding another of the same name is not ambiguity),
    or None; decided once per scope and step text."""
    lookups, key, _scope_node = _lookups(step, fixturemanager, node)
    if key in lookups.ambiguity:
        return lookups.ambiguity[key]
    found = {fd.argname: fd for fd in find_step_definitions(step, fixturemanager, node)}
    why = None
    if len(found) > 1:
        where = ", ".join(
            f"{fd.func.__module__}.{getattr(fd.func, '__name__', '?')}" for fd in found.values()
        )
        why = f"Ambiguous step {step.name!r}: it matches {len(found)} step definitions ({where})"
    lookups.ambiguity[key] = why
    return why


_signatures: dict[Callable[..., Any], inspect.Signature] = {}


def signature(function: Callable[..., Any]) -> inspect.Signature:
    """`inspect.signature`, once per function (signatures of step functions never change)."""
    found = _signatures.get(function)
    if found is None:
        found = _signatures[function] = inspect.signature(function)
    return found


_required: dict[Callable[..., Any], tuple[str, ...]] = {}


def required_args(function: Callable[..., Any]) -> list[str]:
    """pytest-bdd's `get_required_args`, once per function."""
    found = _required.get(function)
    if found is None:
        found = _required[function] = tuple(bdd_required_args(function))
    return list(found)


#: Argument values a step may share with every other run of its text: they cannot change.
_IMMUTABLE = (str, int, float, bool, type(None))

#: Parsed arguments per step definition (by id, kept with the context) and step text.
_parsed: dict[int, tuple[Any, dict[str, dict[str, object]]]] = {}


def forget_parsed_arguments() -> None:
    """Drop the parsed step arguments: a batch of feature files (harness/batches.py)
    leaves none for the next, whose step texts are mostly others."""
    _parsed.clear()


def parse_step_arguments(step: Any, context: Any) -> dict[str, object]:
    """pytest-bdd's `parse_step_arguments`, once per step definition and step text: the
    arguments depend on nothing else. Each call gets its own dict; arguments a converter
    made into something mutable are parsed again every time."""
    entry = _parsed.get(id(context))
    if entry is None or entry[0] is not context:
        entry = _parsed[id(context)] = (context, {})
    known = entry[1].get(step.name)
    if known is None:
        known = cast(dict[str, object], UNCACHED_PARSE_STEP_ARGUMENTS(step=step, context=context))
        if not all(isinstance(value, _IMMUTABLE) for value in known.values()):
            return known
        entry[1][step.name] = known
    return dict(known)


def render_datatable(datatable: DataTable, context: Any) -> DataTable:
    """A step's data table with an outline row's values filled in (`<name>`), as
    pytest-bdd's `Step.render_datatable` makes it, without deep-copying the table."""
    return DataTable(
        location=datatable.location,
        rows=[
            Row(
                id=row.id,
                location=row.location,
                cells=[
                    Cell(location=cell.location, value=render_string(cell.value, context))
                    for cell in row.cells
                ],
            )
            for row in datatable.rows
        ],
    )


#: pytest-bdd's own reading of a feature file.
UNSHARED_GHERKIN_DOCUMENT = bdd_parser.get_gherkin_document


def get_gherkin_document(abs_filename: str, encoding: str = "utf-8") -> Any:
    """pytest-bdd's parsed feature file, shared with the duplicate-title check
    (`harness.integrity.remember_document`) instead of parsed again for it."""
    from harness.integrity import remember_document

    path = Path(abs_filename)
    try:
        status = path.stat()
    except OSError:
        return UNSHARED_GHERKIN_DOCUMENT(abs_filename, encoding)
    document = UNSHARED_GHERKIN_DOCUMENT(abs_filename, encoding)
    remember_document(path, (status.st_mtime_ns, status.st_size), document)
    return document


def install() -> None:
    """Make pytest-bdd's step lookup use the cached search (idempotent)."""
    bdd_scenario.find_fixturedefs_for_step = find_step_definitions
    bdd_scenario.get_step_function = step_function
    bdd_scenario.signature = signature
    bdd_scenario.get_required_args = required_args
    bdd_scenario.parse_step_arguments = parse_step_arguments
    bdd_parser.get_gherkin_document = get_gherkin_document
    Step.render_datatable = staticmethod(render_datatable)  # type: ignore[method-assign]
