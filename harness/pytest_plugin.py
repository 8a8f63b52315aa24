"""The Gomorra pytest plugin: the Doomtown step library, fixtures and tag markers.

Installed through the `pytest11` entry point, so any project that installs Gomorra
can bind `.feature` files with pytest-bdd's `scenarios()` and use every step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from harness import guards
from harness.scenario import ScenarioState

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
    elif step.type == "when":
        doomtown = request.getfixturevalue("doomtown")
        doomtown.remember_board()


@pytest.hookimpl(trylast=True)
def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    guards.check_has_then(scenario)
    request.node.user_properties.append(("feature", f"{feature.rel_filename}:{scenario.line_number}"))


@pytest.hookimpl
def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    doomtown = request.getfixturevalue("doomtown")
    if request.node.stash.get(_FAILED, False):
        return
    guards.check_no_open_prompt(doomtown)


_FAILED = pytest.StashKey[bool]()


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
    doomtown = request.getfixturevalue("doomtown")
    request.node.add_report_section("call", "Gomorra", guards.failure_report(doomtown))


def pytest_bdd_apply_tag(tag: str, function: Callable[..., Any]) -> bool | None:
    """`@rule:noon.move` and `@card:01035` become markers with an argument (-m rule works)."""
    name, sep, value = tag.partition(":")
    if sep and name in ("rule", "card"):
        getattr(pytest.mark, name)(value)(function)
        return True
    return None
