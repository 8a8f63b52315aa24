"""The Gomorra pytest plugin: the Doomtown step library, fixtures and tag markers.

Installed through the `pytest11` entry point, so any project that installs Gomorra
can bind `.feature` files with pytest-bdd's `scenarios()` and use every step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from harness.scenario import ScenarioState

pytest_plugins = [
    "harness.steps.given",
    "harness.steps.when",
    "harness.steps.then",
    "harness.steps.shootout",
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


def pytest_bdd_apply_tag(tag: str, function: Callable[..., Any]) -> bool | None:
    """`@rule:noon.move` and `@card:01035` become markers with an argument (-m rule works)."""
    name, sep, value = tag.partition(":")
    if sep and name in ("rule", "card"):
        getattr(pytest.mark, name)(value)(function)
        return True
    return None
