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
  * rendering a scenario deep-copied each step's data table before filling in the
    outline's values; `render_datatable` builds the same table cell by cell, sharing the
    immutable source locations (tests/test_step_lookup.py compares the two).
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable, Iterable
from typing import Any
from weakref import WeakKeyDictionary

from pytest_bdd.compat import get_fixture_names, getfixturedefs
from pytest_bdd.gherkin_parser import Cell, DataTable, Row
from pytest_bdd.parser import Step, render_string
from pytest_bdd.steps import StepNamePrefix, step_function_context_registry
from pytest_bdd.utils import get_required_args as bdd_required_args

#: The module, not the `scenario` decorator the package exports under the same name.
bdd_scenario: Any = importlib.import_module("pytest_bdd.scenario")

#: The prefix of every step definition's fixture name.
STEPDEF_PREFIX = StepNamePrefix.step_def.value + "_"

#: pytest-bdd's own search, kept for the equivalence test and for uninstalling.
UNCACHED = bdd_scenario.find_fixturedefs_for_step
#: pytest-bdd's own step-function lookup (through a temporary fixture), for the same test.
UNCACHED_STEP_FUNCTION = bdd_scenario.get_step_function
#: pytest-bdd's own data-table rendering (a deep copy, then each cell), for the same test.
DEEPCOPY_RENDER_DATATABLE = Step.render_datatable


def _scope(node: Any) -> Any:
    """The node whose visibility a test item shares: its module or class. Fixtures that
    pytest-bdd registers on the item itself (`target_fixture` values) are never steps."""
    import pytest

    if isinstance(node, pytest.Item) and node.parent is not None:
        return node.parent
    return node


def visible_definitions(fixturemanager: Any, node: Any) -> list[tuple[Any, Any]]:
    """Every step definition visible to `node`, with its pytest-bdd context."""
    visible = []
    for name in get_fixture_names(fixturemanager=fixturemanager):
        if not name.startswith(STEPDEF_PREFIX):
            continue
        for fixturedef in getfixturedefs(fixturemanager, name, node) or ():
            context = step_function_context_registry.get(fixturedef.func)
            if context is not None:
                visible.append((fixturedef, context))
    return visible


def matching(step: Any, visible: Iterable[tuple[Any, Any]]) -> list[Any]:
    """pytest-bdd's test: the definition's type (if it has one) and its parser match."""
    return [
        fixturedef
        for fixturedef, context in visible
        if (context.type is None or context.type == step.type) and context.parser.is_matching(step.name)
    ]


class _Lookups:
    """One fixture manager's answers: visible definitions per scope, matches per step."""

    def __init__(self) -> None:
        self.visible: dict[str, list[tuple[Any, Any]]] = {}
        self.found: dict[tuple[str, str, str], tuple[Any, ...]] = {}


_cache: WeakKeyDictionary[Any, _Lookups] = WeakKeyDictionary()


def find_step_definitions(step: Any, fixturemanager: Any, node: Any) -> Iterable[Any]:
    """The step definitions that match `step` and are visible to `node`, searched once per
    scope and step text."""
    scope = _scope(node)
    lookups = _cache.get(fixturemanager)
    if lookups is None:
        lookups = _cache[fixturemanager] = _Lookups()
    key = (scope.nodeid, str(step.type), str(step.name))
    found = lookups.found.get(key)
    if found is None:
        visible = lookups.visible.get(scope.nodeid)
        if visible is None:
            visible = lookups.visible[scope.nodeid] = visible_definitions(fixturemanager, scope)
        found = lookups.found[key] = tuple(matching(step, visible))
    return found


def step_function(request: Any, step: Any) -> Any:
    """The `StepFunctionContext` pytest-bdd's `get_step_function` finds for `step`, or
    None: the most specific matching definition (pytest's choice among the definitions
    pytest-bdd injects, sorted by their scope's node ids), without the injection."""
    definitions = find_step_definitions(step, request._fixturemanager, request.node)
    if not definitions:
        return None
    closest = max(
        enumerate(definitions),
        key=lambda found: (list(bdd_scenario.iterparentnodeids(found[1].baseid)), found[0]),
    )[1]
    return step_function_context_registry[closest.func]


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


def install() -> None:
    """Make pytest-bdd's step lookup use the cached search (idempotent)."""
    bdd_scenario.find_fixturedefs_for_step = find_step_definitions
    bdd_scenario.get_step_function = step_function
    bdd_scenario.signature = signature
    bdd_scenario.get_required_args = required_args
    Step.render_datatable = staticmethod(render_datatable)  # type: ignore[method-assign]
