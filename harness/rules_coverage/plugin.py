"""The rules-coverage part of the Gomorra pytest plugin: collect, merge, write, gate.

Each scenario gets a `ScenarioRecord`; while it runs, the record listens to every game
created (engine.tracing), which also reports each card that enters play. The outcome comes
from the test reports: only a scenario whose setup, call and teardown all passed counts.
Under pytest-xdist each worker sends its records to the controller through
`workeroutput`, and the controller merges them, so `-n auto` gives the serial ledger.

Options: `--rules-records PATH` writes the records (what `gomorra coverage` reads);
`--fail-under-cards/--fail-under-rules/--fail-under-strength` gate the run like
`gomorra coverage`, and `--coverage-gate` takes the thresholds from pyproject.toml (the
gate runs the removal pass and the per-card strength measure itself: `gate` below).
"""

from __future__ import annotations

from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

from engine.tracing import LISTENERS
from harness.rules_coverage import trace
from harness.rules_coverage.code import switch_to
from harness.rules_coverage.trace import ScenarioRecord

_RECORD = pytest.StashKey[ScenarioRecord]()
_WORKER_KEY = "gomorra_rules_records"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("gomorra", "Gomorra rules coverage")
    group.addoption(
        "--rules-records", default=None, help="write the scenarios' rules trace to this JSON file"
    )
    group.addoption(
        "--fail-under-cards", type=float, default=None, help="fail if fewer %% of cards are proven"
    )
    group.addoption(
        "--fail-under-rules", type=float, default=None, help="fail if fewer %% of rules are proven"
    )
    group.addoption(
        "--fail-under-strength",
        type=float,
        default=None,
        help="fail if a changed card script has fewer %% of its own mutants killed",
    )
    group.addoption(
        "--coverage-gate",
        action="store_true",
        default=False,
        help="gate the run at the thresholds of [tool.gomorra.coverage] in pyproject.toml",
    )


class Collector:
    """Holds the records of this process (or, on the xdist controller, of all workers)."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.records: dict[str, ScenarioRecord] = {}
        self.gate_failures: list[str] = []
        #: Each feature file's path relative to the rootdir, found once (not per scenario).
        self.features: dict[str, str] = {}

    def _feature(self, filename: str) -> str:
        if filename not in self.features:
            self.features[filename] = _relative(self.config, filename)
        return self.features[filename]

    @pytest.hookimpl(tryfirst=True)
    def pytest_bdd_before_scenario(self, request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
        node = request.node
        record = ScenarioRecord(
            nodeid=node.nodeid,
            feature=self._feature(feature.filename),
            line=int(scenario.line_number),
            name=str(scenario.name),
            tags=sorted(set(scenario.tags) | set(feature.tags)),
        )
        node.stash[_RECORD] = record
        self.records[node.nodeid] = record
        LISTENERS.append(record.add)

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        switch_to(item.nodeid)

    @pytest.hookimpl(trylast=True)
    def pytest_runtest_teardown(self, item: pytest.Item) -> None:
        switch_to("")

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_call(self, item: pytest.Item) -> Generator[None]:
        yield
        record = item.stash.get(_RECORD, None)
        if record is not None and record.add in LISTENERS:
            LISTENERS.remove(record.add)

    @pytest.hookimpl
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        record = self.records.get(report.nodeid)
        if record is None or report.when is None:
            return
        if report.when == "call":
            record.passed = report.passed
        elif not report.passed:
            record.passed = False

    # -- xdist ----------------------------------------------------------------------
    @pytest.hookimpl(optionalhook=True)
    def pytest_testnodedown(self, node: Any, error: Any) -> None:
        text = getattr(node, "workeroutput", {}).get(_WORKER_KEY)
        if text:
            trace.merge(self.records, trace.loads(text))

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        workeroutput = getattr(self.config, "workeroutput", None)
        if workeroutput is not None:  # an xdist worker: the controller writes and gates
            workeroutput[_WORKER_KEY] = trace.dumps(self.records.values())
            return
        path = self.config.getoption("rules_records")
        if path:
            trace.write_records(Path(path), self.records.values())
        thresholds = self.thresholds()
        if thresholds:
            self.gate_failures = self.gate(thresholds)
            if self.gate_failures and session.exitstatus == 0:
                session.exitstatus = pytest.ExitCode.TESTS_FAILED

    def gate(self, thresholds: dict[str, float]) -> list[str]:
        """Check the run against `thresholds`. An ability is proven only by a scenario that
        fails without it, so a gate on cards or packs first runs the removal pass on the
        features this run passed (cached by content in reports/removal-cache.json); a gate
        on strength measures each card script changed since `strength_since`."""
        from harness.rules_coverage.denominators import card_entries
        from harness.rules_coverage.gate import PACK, check, gated_strength
        from harness.rules_coverage.ledger import build_ledger, read_strength
        from harness.rules_coverage.removal import features_of, prove
        from harness.rules_coverage.strength import Strength
        from harness.spread import cores

        root = Path(str(self.config.rootpath))
        packs = {name[len(PACK) :].lower() for name in thresholds if name.startswith(PACK)}
        proofs = None
        if "cards" in thresholds or packs:
            entries = [e for e in card_entries() if "cards" in thresholds or e.data.pack.lower() in packs]
            features = features_of(self.records.values(), root)
            proofs = prove(
                entries, features, root=root, cache=root / "reports" / "removal-cache.json", workers=cores()
            ).proofs
        strength: list[Strength] | None = None
        failures: list[str] = []
        if "strength" in thresholds:
            from harness.pytest_plugin import run_profile

            every = run_profile(self.config).strength_every_script
            strength, failures = gated_strength(
                root, root / "pyproject.toml", every_script=every, workers=cores()
            )
        ledger = build_ledger(
            self.records.values(), strength=read_strength(root / "reports/strength.json"), proofs=proofs
        )
        return failures + check(ledger, thresholds, strength)

    def thresholds(self) -> dict[str, float]:
        from harness.rules_coverage.gate import configured_thresholds

        found: dict[str, float] = {}
        if self.config.getoption("coverage_gate"):
            found.update(configured_thresholds(Path(str(self.config.rootpath)) / "pyproject.toml"))
        for name in ("cards", "rules", "strength"):
            value = self.config.getoption(f"fail_under_{name}")
            if value is not None:
                found[name] = float(value)
        return found

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        if self.gate_failures:
            terminalreporter.section("Gomorra rules coverage gate", red=True)
            for line in self.gate_failures:
                terminalreporter.line(line)


def _relative(config: pytest.Config, filename: str) -> str:
    path = Path(filename).resolve()
    for root in (Path(str(config.rootpath)), Path.cwd()):
        if path.is_relative_to(root.resolve()):
            return str(path.relative_to(root.resolve()))
    return str(path)


def pytest_configure(config: pytest.Config) -> None:
    config.pluginmanager.register(Collector(config), "gomorra-rules-coverage")
