"""The Gomorra pytest plugin: the Doomtown step library, fixtures and tag markers.

Installed through the `pytest11` entry point, so any project that installs Gomorra
can bind `.feature` files with pytest-bdd's `scenarios()` and use every step, or give
pytest the `.feature` files themselves (`pytest features/cards/dtr/shotgun.feature`,
harness/feature_files.py).
"""

from __future__ import annotations

import atexit
import gc
import sys
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any, cast

import pytest

from harness import bdd_reports, failure, guards, junit, step_lookup
from harness.feature_files import find_boards, scenario_of
from harness.garbage import collect_young_less_often, exit_without_collecting
from harness.profiles import DEFAULT, PROFILES, Profile, profile
from harness.scenario import ScenarioError, ScenarioState
from harness.suite import scenario_file

# One search per step text and scope instead of one per step run (harness/step_lookup.py).
step_lookup.install()
# A pytest process ends without the collector's last passes over all it built.
atexit.register(exit_without_collecting)

pytest_plugins = [
    "harness.steps.given",
    "harness.steps.when",
    "harness.steps.then",
    "harness.steps.shootout",
    "harness.steps.outcomes",
    "harness.rules_coverage.plugin",
    "harness.rules_coverage.report_plugin",
    "harness.suite",
    "harness.feature_files",
    "harness.sharding",
    "harness.affected",
]

#: The markers `@rule:`, `@card:` and `@ruling:` tags become (a project need not declare them).
MARKERS = (
    "rule(ref): the rules-digest rule a scenario proves (from @rule:<id> tags)",
    "card(code): the card a scenario proves (from @card:<code> tags)",
    "ruling(id): the docs/rulings.md entry a scenario proves (from @ruling:<id> tags)",
)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addini("gomorra_boards", "folder of named YAML boards", default="scenarios/boards")
    parser.addoption(
        "--profile",
        dest="gomorra_profile",
        choices=sorted(PROFILES),
        default=DEFAULT,
        help="how much of the heavy sweeps to run: 'default' samples them (CI), 'nightly' runs them "
        "at full size (harness/profiles.py)",
    )


def run_profile(config: pytest.Config) -> Profile:
    """The run's profile (`--profile`; harness/profiles.py)."""
    return profile(str(config.getoption("gomorra_profile", DEFAULT)))


#: Hypothesis's pytest plugin, by the name its entry point registers.
HYPOTHESIS_PLUGIN = "hypothesispytest"


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    """Hypothesis's own modules are not tests: pytest rewrites their asserts only because
    Hypothesis ships a pytest plugin, and, with no bytecode cache, does it again in every
    process that imports Hypothesis (some 75 modules).

    The markers of `@rule:`/`@card:` tags are declared here, so a rules expert's repository
    needs no pytest configuration."""
    for marker in MARKERS:
        config.addinivalue_line("markers", marker)
    config.stash[_BDD_REPORTING] = bdd_reports.configure(config)
    # Collecting the features and running the scenarios, the youngest generation of the
    # garbage collector is collected less often (harness/garbage.py).
    config.stash[_GC_THRESHOLD] = collect_young_less_often()
    hook = getattr(config.pluginmanager, "rewrite_hook", None)
    marked = getattr(hook, "_must_rewrite", None)
    if isinstance(marked, set):
        marked.discard("hypothesis")


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    """A run that collected no Hypothesis test (a feature run) has no use for Hypothesis's
    plugin, whose terminal summary alone would import all of Hypothesis. Whether any test
    uses Hypothesis is known here: such a test imports it while being collected. (Under
    xdist the controller collects nothing and keeps the plugin.)

    Then what exists now (modules, step definitions, parsed features, the collected
    items) lives to the end of the session: it is frozen out of the garbage collector's
    reach (`gc.freeze`), so the collections that every scenario's game triggers stop
    re-scanning it (half of the feature run's time in the collector). No collection
    before the freeze: over a big process (proof strength runs pytest once per mutant)
    it cost more than the runs. `pytest_unconfigure` thaws it all."""
    if "hypothesis" not in sys.modules:
        manager = session.config.pluginmanager
        plugin = manager.get_plugin(HYPOTHESIS_PLUGIN)
        if plugin is not None:
            manager.unregister(plugin)
    gc.freeze()


#: The collector's thresholds before the session, put back when it ends.
_GC_THRESHOLD = pytest.StashKey[tuple[int, ...]]()


def pytest_unconfigure(config: pytest.Config) -> None:
    """What was frozen at collection becomes collectable again, and the collector's
    thresholds are Python's again: a process that runs pytest more than once (`gomorra
    verify` under proof strength) does not keep either."""
    gc.unfreeze()
    if _GC_THRESHOLD in config.stash:
        gc.set_threshold(*config.stash[_GC_THRESHOLD])
    if _BDD_REPORTING in config.stash:
        bdd_reports.restore(config.stash[_BDD_REPORTING])


#: pytest-bdd's scenario-report functions as they were before this session configured them.
_BDD_REPORTING = pytest.StashKey[dict[str, Any]]()


#: The scenario state of a test, and the step it runs (line, text as written): what a
#: failure report is built from.
_STATE = pytest.StashKey[ScenarioState]()
_STEP = pytest.StashKey[tuple[int, str]]()


@pytest.fixture
def doomtown() -> ScenarioState:
    """The scenario being run: a board, then the game built from it.

    It asks for no `request`: pytest builds a new definition of `request` each time a
    fixture asks for it (an `inspect.signature` call, a tenth of a scenario's pytest
    work). The plugin's hooks find the state in the item's stash, where
    `pytest_bdd_before_scenario` puts it."""
    return ScenarioState()


def _state(request: pytest.FixtureRequest) -> ScenarioState:
    """The scenario's state, from the item's stash (the fixture's value once the scenario
    started), without asking pytest's fixture machinery at every step."""
    stash: pytest.Stash = request.node.stash
    state = stash.get(_STATE, None)
    if state is None:
        state = stash[_STATE] = cast(ScenarioState, request.getfixturevalue("doomtown"))
    return state


#: `boards_dir` by feature file (it depends on nothing else in a session).
_BOARDS_DIRS = pytest.StashKey[dict[str, Path]]()


@pytest.fixture
def boards_dir(request: pytest.FixtureRequest) -> Path:
    """`gomorra_boards` under the rootdir, or else the `scenarios/boards` folder nearest
    above the feature file (a rules expert's repository run from any folder); found once
    per feature file."""
    feature = scenario_file(request.node)
    known = request.config.stash.setdefault(_BOARDS_DIRS, {})
    key = feature or ""
    if key not in known:
        known[key] = _boards_dir(request.config, feature)
    return known[key]


@pytest.fixture
def feature_dir(request: pytest.FixtureRequest) -> Path:
    """The feature file's folder: where a step's deck file path starts."""
    feature = scenario_file(request.node)
    return Path(feature).resolve().parent if feature else Path(str(request.config.rootpath))


def _boards_dir(config: pytest.Config, feature: str | None) -> Path:
    configured = Path(str(config.rootpath)) / str(config.getini("gomorra_boards"))
    if configured.is_dir() or feature is None:
        return configured
    nearest = find_boards([Path(feature).resolve().parent])
    return nearest if nearest.is_dir() else configured


def _remember_step(request: pytest.FixtureRequest, step: Any) -> None:
    request.node.stash[_STEP] = (int(step.line_number), f"{step.keyword.strip()} {step.name}")


@pytest.hookimpl
def pytest_bdd_before_step(
    request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, step_func: Any
) -> None:
    _remember_step(request, step)
    guards.check_unambiguous(request, step)
    if step.type == "given":
        guards.before_the_game(_state(request), step.name)
    elif step.type == "then":
        guards.declare(_state(request), step.name)
    elif step.type == "when" and compares_boards(scenario):
        _state(request).remember_board()


@pytest.hookimpl
def pytest_bdd_after_step(
    request: pytest.FixtureRequest,
    feature: Any,
    scenario: Any,
    step: Any,
    step_func: Any,
    step_func_args: Any,
) -> None:
    """A step that passed is not the one a later failure (a guard at the end) names."""
    if _STEP in request.node.stash:
        del request.node.stash[_STEP]


#: The Then step that compares the board before the first When step with the board now.
NOTHING_ELSE_CHANGED = "nothing else changed"


def compares_boards(scenario: Any) -> bool:
    """Only a scenario that says 'nothing else changed' needs the board exported before
    its first When step (an export of the whole game, wasted everywhere else)."""
    return any(s.type == "then" and s.name == NOTHING_ELSE_CHANGED for s in scenario.steps)


@pytest.hookimpl(trylast=True)
def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    request.node.stash[_WHERE] = (feature, scenario, None, False)
    _state(request)
    guards.check_has_then(scenario)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(
    item: pytest.Item, nextitem: pytest.Item | None
) -> Generator[None, object, object]:
    """Once a scenario is reported, its game is no one's business: the item (which pytest
    keeps to the end of the session) lets go of it, so a run holds one game at a time; and
    of the scenario rendered for the run (its steps and tables, kept for a failure's
    report), which a session held for every scenario to its end."""
    try:
        return (yield)
    finally:
        if _STATE in item.stash:
            del item.stash[_STATE]
        if _WHERE in item.stash:
            del item.stash[_WHERE]
        if _STEP in item.stash:
            del item.stash[_STEP]


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """A scenario's feature file:line and title, as JUnit XML properties (harness/junit.py),
    when a JUnit XML file is written (an xdist worker sends them to the controller that
    writes it): an outline row's line means reading its feature file again."""
    if getattr(item.config.option, "xmlpath", None):
        item.user_properties.extend(junit.scenario_properties(item.config, item))


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    """After pytest wrote its JUnit XML: scenario testcases named by feature file:line."""
    path = junit.junit_file(session.config)
    if path is not None and path.is_file():
        junit.name_testcases(path)


@pytest.hookimpl
def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    if request.node.stash.get(_FAILED, False):
        return
    guards.check_no_open_prompt(_state(request))


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


@pytest.hookimpl
def pytest_bdd_step_func_lookup_error(
    request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, exception: Exception
) -> None:
    _remember_step(request, step)
    request.node.stash[_FAILED] = True
    request.node.stash[_WHERE] = (feature, scenario, step, True)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any]:
    """A failed scenario's report gets its parts (harness/failure.py): as pytest's
    "Gomorra" section, and as data on the report for `gomorra verify`."""
    outcome = yield
    report: pytest.TestReport = outcome.get_result()
    located = _located_failure(item, call, report)
    if report.when != "call" or not report.failed or call.excinfo is None:
        return
    found = scenario_of(item)
    if found is None:
        return
    entry = call.excinfo.traceback[-1] if call.excinfo.traceback else None
    details = failure.describe(
        found,
        item.stash.get(_STATE, None),
        item.stash.get(_STEP, None),
        call.excinfo.value,
        (str(entry.path), entry.lineno + 1) if entry is not None else None,
    )
    undefined = item.stash.get(_WHERE, (None, None, None, False))[3]
    if located is not None and (undefined or isinstance(call.excinfo.value, ScenarioError)):
        details.message = located  # a mistake in the feature file: lint's words, file:line first
    report.sections.append(("Captured Gomorra call", details.render(with_message=False)))
    setattr(report, failure.REPORT_ATTR, details.to_json())


def _located_failure(item: pytest.Item, call: pytest.CallInfo[None], report: pytest.TestReport) -> str | None:
    """A scenario failing through a mistake in its feature file reports `file:line: problem.
    fix` (harness/problems.py, the words `gomorra lint` uses), not a traceback."""
    where = item.stash.get(_WHERE, None)
    if where is not None and call.excinfo is not None and report.failed:
        from harness.problems import Failure, scenario_failure

        boards = _boards_dir(item.config, scenario_file(item))  # as the scenario's own Given steps found it
        feature, scenario, step, undefined = where
        text = scenario_failure(feature, scenario, step, call.excinfo.value, boards, undefined=undefined)
        if text is not None:
            # pytest prints any longrepr with `toterminal`; its TerminalRepr type is private.
            report.longrepr = cast(Any, Failure(text))
        elif failure.installed():
            # An error inside an installed Gomorra: its traceback runs through site-packages,
            # which the user of a rules repository can do nothing with (harness/failure.py).
            entry = call.excinfo.traceback[-1] if call.excinfo.traceback else None
            raised = (str(entry.path), entry.lineno + 1) if entry is not None else None
            report.longrepr = cast(Any, Failure(failure.message(call.excinfo.value, raised)))
        return text
    return None


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Callable[..., Any]) -> bool | None:
    """`@rule:noon.move`, `@card:01035` and `@ruling:<id>` become markers with an argument
    (-m rule works). First, before pytest-bdd's own (a `rule:noon.move` marker, an unknown
    mark warning), whichever order the plugins were installed and loaded in."""
    name, sep, value = tag.partition(":")
    if sep and name in ("rule", "card", "ruling"):
        getattr(pytest.mark, name)(value)(function)
        return True
    if not sep:
        _declare_marker(tag)
    return None


def _declare_marker(tag: str) -> None:
    """A plain tag (`@wip`) becomes pytest-bdd's marker of that name. A rules expert's
    repository declares no markers, and an undeclared one is a warning that names
    pytest-bdd's file in site-packages: the tag is declared here, unless the project asked
    for strict markers (then its own declarations decide, as in this project)."""
    config: pytest.Config | None = getattr(pytest.mark, "_config", None)
    if config is None:
        return
    strict = config.getini("strict_markers")
    if strict is None:
        strict = config.getini("strict")
    if not strict:
        config.addinivalue_line("markers", f"{tag}: a tag of a feature file")
