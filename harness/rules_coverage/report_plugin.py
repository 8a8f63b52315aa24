"""The scenario report part of the Gomorra pytest plugin: `--scenario-report DIR`.

Registered only when the option is given, so a plain run takes no snapshots. Per
scenario it notes each step's status, snapshots the board when the first When step
starts and when the scenario ends (passed or not), and keeps the game log. Under
pytest-xdist each worker sends its pages to the controller, which writes the report.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:  # the report's module (Jinja, the board pictures) loads only for a report
    from harness.rules_coverage.scenario_report import ScenarioPage, StepLine

_PAGE = pytest.StashKey["ScenarioPage"]()
_WORKER_KEY = "gomorra_scenario_report"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("gomorra", "Gomorra rules coverage")
    group.addoption(
        "--scenario-report",
        default=None,
        metavar="DIR",
        help="write an HTML report of the scenarios (steps, log, the board drawn) into DIR",
    )


def _step_line(step: Any) -> StepLine:
    from harness.rules_coverage.scenario_report import StepLine

    table = step.datatable.raw() if step.datatable is not None else []
    return StepLine(
        keyword=str(step.keyword).strip(),
        text=str(step.name),
        line=int(step.line_number),
        table=[[str(cell) for cell in row] for row in table],
        docstring=str(step.docstring or ""),
    )


def _short(text: str) -> str:
    """The assertion of a failure, not its traceback."""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    errors = [line.removeprefix("E ").strip() for line in lines if line.startswith("E ")]
    return "\n".join(errors[-8:] if errors else lines[-3:])


class Reporter:
    """Holds this process's pages (on the xdist controller, all workers' pages)."""

    def __init__(self, config: pytest.Config, folder: Path) -> None:
        self.config = config
        self.folder = folder
        self.pages: dict[str, ScenarioPage] = {}

    @pytest.hookimpl
    def pytest_bdd_before_scenario(self, request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
        from harness.feature_files import row_line, scenario_of
        from harness.rules_coverage.plugin import _relative
        from harness.rules_coverage.scenario_report import ScenarioPage

        found = scenario_of(request.node)
        page = ScenarioPage(
            nodeid=request.node.nodeid,
            feature=_relative(self.config, feature.filename),
            # An outline's row is at its Examples row's line, not the outline's.
            line=(row_line(found) if found is not None else None) or int(scenario.line_number),
            name=str(scenario.name),
            title=str(feature.name),
            steps=[_step_line(step) for step in scenario.steps],
        )
        request.node.stash[_PAGE] = page
        self.pages[page.nodeid] = page

    def _step(self, request: pytest.FixtureRequest, scenario: Any, step: Any) -> StepLine | None:
        """The report's line for `step`: the first one not run yet with its line and text."""
        page = request.node.stash.get(_PAGE, None)
        if page is None:
            return None
        return next(
            (
                s
                for s in page.steps
                if s.status == "not run" and (s.line, s.text) == (step.line_number, step.name)
            ),
            None,
        )

    @pytest.hookimpl(trylast=True)
    def pytest_bdd_before_step(
        self, request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, step_func: Any
    ) -> None:
        page = request.node.stash.get(_PAGE, None)
        if page is None or page.before is not None or step.type != "when":
            return
        from harness.rules_coverage.scenario_report import snapshot
        from harness.scenario import ScenarioError

        state = request.getfixturevalue("doomtown")
        if state.current_game() is None and state.step_error is None:
            # The game is built when a step first looks at it: build it now, so the log
            # before the When steps is told apart from theirs (a board the game refuses
            # fails the When step itself, as it would have).
            try:
                state.game  # noqa: B018 - the property builds the game
            except ScenarioError:
                return
        if state.current_game() is not None:
            page.before = snapshot(state)

    @pytest.hookimpl
    def pytest_bdd_after_step(
        self,
        request: pytest.FixtureRequest,
        feature: Any,
        scenario: Any,
        step: Any,
        step_func: Any,
        step_func_args: Any,
    ) -> None:
        line = self._step(request, scenario, step)
        if line is not None:
            line.status = "passed"

    @pytest.hookimpl
    def pytest_bdd_step_error(
        self,
        request: pytest.FixtureRequest,
        feature: Any,
        scenario: Any,
        step: Any,
        step_func: Any,
        step_func_args: Any,
        exception: Exception,
    ) -> None:
        line = self._step(request, scenario, step)
        if line is not None:
            line.status = "failed"

    @pytest.hookimpl
    def pytest_bdd_step_func_lookup_error(
        self, request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, exception: Exception
    ) -> None:
        line = self._step(request, scenario, step)
        if line is not None:
            line.status = "undefined"

    @pytest.hookimpl(tryfirst=True)
    def pytest_bdd_after_scenario(self, request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
        page = request.node.stash.get(_PAGE, None)
        if page is None:
            return
        from harness.rules_coverage.scenario_report import snapshot

        state = request.getfixturevalue("doomtown")
        page.after = snapshot(state)
        game = state.current_game()
        page.log = game.log.lines() if game is not None else []

    @pytest.hookimpl
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        page = self.pages.get(report.nodeid)
        if page is not None and report.failed:
            page.outcome = "failed"
            page.message = (page.message + "\n" + _short(report.longreprtext)).strip()

    # -- xdist ----------------------------------------------------------------------
    @pytest.hookimpl(optionalhook=True)
    def pytest_testnodedown(self, node: Any, error: Any) -> None:
        text = getattr(node, "workeroutput", {}).get(_WORKER_KEY)
        if text:
            from harness.rules_coverage.scenario_report import ScenarioPage

            for data in json.loads(text):
                page = ScenarioPage.from_json(data)
                self.pages[page.nodeid] = page

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        workeroutput = getattr(self.config, "workeroutput", None)
        if workeroutput is not None:  # an xdist worker: the controller writes
            workeroutput[_WORKER_KEY] = json.dumps([p.to_json() for p in self.pages.values()])
            return
        if self.pages:
            from harness.rules_coverage.scenario_report import write_report

            write_report(self.pages.values(), self.folder)

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        if self.pages:
            terminalreporter.line(f"scenario report: {(self.folder / 'scenarios.html').resolve().as_uri()}")


def pytest_configure(config: pytest.Config) -> None:
    folder = config.getoption("scenario_report", None)
    if folder:
        config.pluginmanager.register(Reporter(config, Path(folder)), "gomorra-scenario-report")
