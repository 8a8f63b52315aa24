"""The Gomorra pytest plugin: the Doomtown step library, fixtures and tag markers.

Installed through the `pytest11` entry point, so any project that installs Gomorra
can bind `.feature` files with pytest-bdd's `scenarios()` and use every step.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from harness import guards, step_lookup
from harness.scenario import ScenarioState

# One search per step text and scope instead of one per step run (harness/step_lookup.py).
step_lookup.install()

pytest_plugins = [
    "harness.steps.given",
    "harness.steps.when",
    "harness.steps.then",
    "harness.steps.shootout",
    "harness.steps.outcomes",
    "harness.rules_coverage.plugin",
    "harness.rules_coverage.report_plugin",
    "harness.suite",
]


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addini("gomorra_boards", "folder of named YAML boards", default="scenarios/boards")


#: Hypothesis's pytest plugin, by the name its entry point registers.
HYPOTHESIS_PLUGIN = "hypothesispytest"


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    """Hypothesis's own modules are not tests: pytest rewrites their asserts only because
    Hypothesis ships a pytest plugin, and, with no bytecode cache, does it again in every
    process that imports Hypothesis (some 75 modules)."""
    hook = getattr(config.pluginmanager, "rewrite_hook", None)
    marked = getattr(hook, "_must_rewrite", None)
    if isinstance(marked, set):
        marked.discard("hypothesis")


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    """A run that collected no Hypothesis test (a feature run) has no use for Hypothesis's
    plugin, whose terminal summary alone would import all of Hypothesis. Whether any test
    uses Hypothesis is known here: such a test imports it while being collected. (Under
    xdist the controller collects nothing and keeps the plugin.)"""
    if "hypothesis" in sys.modules:
        return
    manager = session.config.pluginmanager
    plugin = manager.get_plugin(HYPOTHESIS_PLUGIN)
    if plugin is not None:
        manager.unregister(plugin)


@pytest.fixture
def doomtown() -> ScenarioState:
    """The scenario being run: a board, then the game built from it."""
    return ScenarioState()


@pytest.fixture
def boards_dir(request: pytest.FixtureRequest) -> Path:
    return Path(str(request.config.rootpath)) / str(request.config.getini("gomorra_boards"))


@pytest.hookimpl
def pytest_bdd_before_step(
    request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, step_func: Any
) -> None:
    guards.check_unambiguous(request, step)
    if step.type == "then":
        doomtown = request.getfixturevalue("doomtown")
        guards.declare(doomtown, step.name)
    elif step.type == "when" and compares_boards(scenario):
        doomtown = request.getfixturevalue("doomtown")
        doomtown.remember_board()


#: The Then step that compares the board before the first When step with the board now.
NOTHING_ELSE_CHANGED = "nothing else changed"


def compares_boards(scenario: Any) -> bool:
    """Only a scenario that says 'nothing else changed' needs the board exported before
    its first When step (an export of the whole game, wasted everywhere else)."""
    return any(s.type == "then" and s.name == NOTHING_ELSE_CHANGED for s in scenario.steps)


@pytest.hookimpl(trylast=True)
def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    request.node.stash[_WHERE] = (feature, scenario, None, False)
    guards.check_has_then(scenario)
    request.node.user_properties.append(("feature", f"{feature.rel_filename}:{scenario.line_number}"))


@pytest.hookimpl
def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    doomtown = request.getfixturevalue("doomtown")
    if request.node.stash.get(_FAILED, False):
        return
    guards.check_no_open_prompt(doomtown)


_FAILED = pytest.StashKey[bool]()
#: (feature, scenario, failing step, whether it was undefined) for the failure message.
_WHERE = pytest.StashKey[tuple[Any, Any, Any, bool]]()


@pytest.hookimpl
def pytest_bdd_step_error(
    request: pytest.FixtureRequest,
    feature: Any,
    scenario: Any,
    step: Any,
    step_func: Any,
    step_func_args: Any,
    exception: Exception,
) -> None:
    request.node.stash[_FAILED] = True
    request.node.stash[_WHERE] = (feature, scenario, step, False)
    doomtown = request.getfixturevalue("doomtown")
    request.node.add_report_section("call", "Gomorra", guards.failure_report(doomtown))


@pytest.hookimpl
def pytest_bdd_step_func_lookup_error(
    request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, exception: Exception
) -> None:
    request.node.stash[_WHERE] = (feature, scenario, step, True)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """A scenario failing through a mistake in its feature file reports `file:line: problem.
    fix` (harness/problems.py, the words `gomorra lint` uses), not a traceback."""
    report = yield
    where = item.stash.get(_WHERE, None)
    if where is not None and call.excinfo is not None and report.failed:
        from harness.problems import Failure, scenario_failure

        boards = Path(str(item.config.rootpath)) / str(item.config.getini("gomorra_boards"))
        feature, scenario, step, undefined = where
        text = scenario_failure(feature, scenario, step, call.excinfo.value, boards, undefined=undefined)
        if text is not None:
            report.longrepr = Failure(text)
    return report


def pytest_bdd_apply_tag(tag: str, function: Callable[..., Any]) -> bool | None:
    """`@rule:noon.move` and `@card:01035` become markers with an argument (-m rule works)."""
    name, sep, value = tag.partition(":")
    if sep and name in ("rule", "card"):
        getattr(pytest.mark, name)(value)(function)
        return True
    return None
