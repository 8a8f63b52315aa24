"""pytest-bdd's scenario reports, made only when a report reads them.

For every scenario pytest-bdd keeps a report of its steps (a timed record per step), and
for each of the three test reports of the scenario (setup, call, teardown) a serialised
copy of it, held to the end of the session with the test report. Only two readers exist:
`--cucumber-json` and `--gherkin-terminal-reporter`. Without them, a feature run of 1,300
scenarios kept some 20 MB of copies nobody read (a fifth of its peak memory) and paid for
the records at every step.

So a session that asks for neither report makes pytest-bdd's reporting functions do
nothing, and puts them back when it ends (a process may run several sessions, with and
without those options: `gomorra verify`, pytester).
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_bdd import reporting

#: The functions of `pytest_bdd.reporting` that pytest-bdd's hooks call.
RECORDERS = ("before_scenario", "before_step", "after_step", "step_error", "runtest_makereport")


def _nothing(*args: Any, **kwargs: Any) -> None:
    """A scenario report step nobody will read."""


def wanted(config: pytest.Config) -> bool:
    """Whether a report of this session reads pytest-bdd's scenario reports."""
    option = config.option
    return bool(
        getattr(option, "cucumber_json_path", None) or getattr(option, "gherkin_terminal_reporter", False)
    )


def configure(config: pytest.Config) -> dict[str, Any]:
    """Record pytest-bdd's scenario reports only if `config`'s session reads them; returns
    the functions as they were, for `restore`."""
    before = {name: getattr(reporting, name) for name in RECORDERS}
    if not wanted(config):
        for name in RECORDERS:
            setattr(reporting, name, _nothing)
    elif any(function is _nothing for function in before.values()):
        for name in RECORDERS:
            setattr(reporting, name, ORIGINAL[name])
    return before


def restore(before: dict[str, Any]) -> None:
    for name, function in before.items():
        setattr(reporting, name, function)


#: pytest-bdd's own functions.
ORIGINAL: dict[str, Any] = {name: getattr(reporting, name) for name in RECORDERS}
