"""The suite part of the Gomorra pytest plugin: what runs, and that it proves something.

* Duplicate scenario titles fail every scenario of their feature, naming file:line of
  both: pytest-bdd keys a feature's scenarios by title, so it binds the last and silently
  drops the first.
* `--card CODE` and `--rule ID` select scenarios by their `@card:`/`@rule:` tags (feature-
  and rule-level tags included). `-m` cannot: a marker expression cannot hold "01035" or
  "move.free". Several values of one option are alternatives; the two options together
  select scenarios matching both. Tests that are not scenarios are deselected.
* `@skip:<reason>` and `@xfail:<reason>` tags skip a scenario or expect it to fail
  (strictly: an xfail that passes fails), with the reason shown.
* A skip or xfail without a reason fails the test: it would hide a failure unexplained.
  `@skip:` with nothing after the colon errors in its own scenario only (it used to stop
  the whole test module collecting).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd.scenario import scenario_wrapper_template_registry
from pytest_bdd.utils import registry_get_safe

from harness.integrity import SKIP_TAGS, duplicate_titles

#: What pytest says when a skip or xfail gives no reason (after "Skipped:" is removed).
_NO_REASON = ("", "unconditional skip")


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("gomorra", "Gomorra rules coverage")
    group.addoption(
        "--card",
        action="append",
        default=[],
        metavar="CODE",
        help="run only scenarios tagged @card:CODE (repeatable)",
    )
    group.addoption(
        "--rule",
        action="append",
        default=[],
        metavar="ID",
        help="run only scenarios tagged @rule:ID (repeatable)",
    )


def scenario_file(item: pytest.Item) -> str | None:
    """The feature file of a pytest-bdd test, None for any other test."""
    template = registry_get_safe(scenario_wrapper_template_registry, getattr(item, "obj", None))
    return None if template is None else str(template.feature.filename)


def tag_values(item: pytest.Item, kind: str) -> set[str]:
    """The values of a test's `@card:`/`@rule:` tags (markers with an argument)."""
    return {str(arg) for mark in item.iter_markers(kind) for arg in mark.args}


def selected(item: pytest.Item, cards: list[str], rules: list[str]) -> bool:
    if scenario_file(item) is None:
        return False
    if cards and not tag_values(item, "card") & set(cards):
        return False
    return not (rules and not tag_values(item, "rule") & set(rules))


_DUPLICATES = pytest.StashKey[list[str]]()


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    problems: dict[str, list[str]] = {}
    for item in items:
        file = scenario_file(item)
        if file is None:
            continue
        if file not in problems:
            problems[file] = [str(p) for p in duplicate_titles(Path(file))]
        if problems[file]:
            item.stash[_DUPLICATES] = problems[file]
    cards, rules = config.getoption("card"), config.getoption("rule")
    if not (cards or rules):
        return
    keep = [item for item in items if selected(item, cards, rules)]
    dropped = [item for item in items if not selected(item, cards, rules)]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = keep


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """Every scenario of a feature with a duplicate title fails (an error, also under
    xdist, where refusing the whole collection would only crash a worker)."""
    duplicates = item.stash.get(_DUPLICATES, None)
    if duplicates:
        pytest.fail("Duplicate scenario titles:\n  " + "\n  ".join(duplicates), pytrace=False)
    function = getattr(item, "obj", None)
    reasonless = _REASONLESS.get(function) if callable(function) else None
    if reasonless:
        template = registry_get_safe(scenario_wrapper_template_registry, function)
        where = f"{template.feature.filename}:{template.line_number}" if template else item.nodeid
        tags = ", ".join(f"@{tag}" for tag in reasonless)
        pytest.fail(
            f"{where}: {tags} gives no reason, so the scenario would be hidden unexplained: "
            f"write the reason after the colon (@{reasonless[0].partition(':')[0]}:<reason>, "
            "e.g. @xfail:issue-42-bounty-not-cleared)",
            pytrace=False,
        )


#: Scenario functions tagged `@skip:` or `@xfail:` with nothing after the colon, and the tags.
_REASONLESS: dict[Callable[..., Any], list[str]] = {}


def pytest_bdd_apply_tag(tag: str, function: Callable[..., Any]) -> bool | None:
    """`@skip:<reason>` and `@xfail:<reason>`: the reason is the text after the colon.

    With nothing after the colon the tag is no marker pytest knows (`skip:`): applying it
    raised while `scenarios(...)` ran at import, so the whole test module — every bundled
    scenario — went uncollected. It is remembered instead, and only its scenario errors
    (`pytest_runtest_setup`)."""
    name, sep, reason = tag.partition(":")
    if sep and not reason.strip() and name in SKIP_TAGS:
        _REASONLESS.setdefault(function, []).append(tag)
        return True
    if sep and reason and name == "skip":
        pytest.mark.skip(reason=reason)(function)
        return True
    if sep and reason and name == "xfail":
        pytest.mark.xfail(reason=reason, strict=True)(function)
        return True
    return None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any]:
    outcome = yield
    report: pytest.TestReport = outcome.get_result()
    if not report.skipped:
        return
    if hasattr(report, "wasxfail"):
        reason = str(report.wasxfail)
    elif isinstance(report.longrepr, tuple):
        reason = str(report.longrepr[2])
    else:
        return
    if reason.removeprefix("Skipped").strip(" :") in _NO_REASON:
        report.outcome = "failed"
        report.longrepr = (
            f"{item.nodeid}: skipped or xfailed without a reason; "
            "give one (pytest.mark.skip(reason=...), @xfail:<reason>) so it cannot hide a failure unexplained"
        )
