"""Running feature files as a verification job (`gomorra verify`).

pytest-bdd binds scenarios from a Python module, so the job writes a two-line test
module into a temporary folder that binds the requested feature files, runs pytest on
it with the Gomorra plugin, and collects one result per scenario through pytest-bdd's
hooks. The result is a per-feature table; any failure makes the job fail.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import feature as bdd_feature

_MODULE = """from pytest_bdd import scenarios

scenarios({paths})
"""

_INI = """[pytest]
bdd_features_base_dir = /
gomorra_boards = {boards}
markers =
    rule(ref): rules-digest rule
    card(code): card code
"""


@dataclass
class ScenarioResult:
    feature: str
    scenario: str
    line: int
    outcome: str = "passed"
    message: str = ""


@dataclass
class FeatureResult:
    path: str
    scenarios: list[ScenarioResult] = field(default_factory=list)

    @property
    def passed(self) -> int:
        return sum(1 for s in self.scenarios if s.outcome == "passed")

    @property
    def failed(self) -> int:
        return sum(1 for s in self.scenarios if s.outcome == "failed")


class _Collector:
    """A pytest plugin object recording one ScenarioResult per test."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.by_node: dict[str, ScenarioResult] = {}
        self.errors: list[str] = []

    def _relative(self, filename: str) -> str:
        path = Path(filename)
        try:
            return str(path.relative_to(self.root))
        except ValueError:
            return str(path)

    @pytest.hookimpl
    def pytest_bdd_before_scenario(self, request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
        node = request.node.nodeid
        self.by_node[node] = ScenarioResult(
            self._relative(feature.filename), scenario.name, scenario.line_number
        )

    @pytest.hookimpl
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        result = self.by_node.get(report.nodeid)
        if report.failed:
            if result is None:
                self.errors.append(f"{report.nodeid}: {report.longreprtext.strip().splitlines()[-1:]}")
                return
            result.outcome = "failed"
            result.message = _short(report.longreprtext)

    @pytest.hookimpl
    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            self.errors.append(_short(report.longreprtext))


def _short(text: str) -> str:
    """The last meaningful lines of a failure: the assertion, not the traceback. A mistake
    in the feature file already reads `file:line: problem. fix` (harness/problems.py): whole."""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    if lines and re.match(r"\S+:\d+: ", lines[0]):
        return "\n".join(lines)
    errors = [line for line in lines if line.startswith("E ")]
    chosen = errors[-6:] if errors else lines[-3:]
    return "\n".join(line.removeprefix("E ").strip() for line in chosen)


def find_boards(paths: Sequence[Path]) -> Path:
    """The `scenarios/boards` folder of the project the features belong to."""
    for start in [*paths, Path.cwd()]:
        for folder in [start.resolve(), *start.resolve().parents]:
            candidate = folder / "scenarios" / "boards"
            if candidate.is_dir():
                return candidate
    return Path.cwd() / "scenarios" / "boards"


@dataclass
class VerifyReport:
    features: list[FeatureResult]
    errors: list[str]
    exit_code: int

    @property
    def ok(self) -> bool:
        return self.exit_code == 0 and not self.errors and all(f.failed == 0 for f in self.features)


def verify(paths: Sequence[Path], *, extra_args: Sequence[str] = ()) -> VerifyReport:
    """Run the scenarios of `paths` (feature files or folders) and report per feature."""
    missing = [str(p) for p in paths if not p.exists()]
    if missing:
        raise FileNotFoundError(f"No such feature file or folder: {', '.join(missing)}")
    root = Path.cwd()
    collector = _Collector(root)
    # pytest-bdd caches parsed features by file name for the process: a second run in the
    # same process (proof strength, tests) must read files edited since the first.
    bdd_feature.features.clear()
    with tempfile.TemporaryDirectory(prefix="gomorra-verify-") as tmp:
        folder = Path(tmp)
        absolute = ", ".join(repr(str(p.resolve())) for p in paths)
        # A module name unique to this run: repeated runs in one process must not reuse it.
        module = folder / f"test_{folder.name.replace('-', '_')}.py"
        module.write_text(_MODULE.format(paths=absolute), encoding="utf-8")
        (folder / "pytest.ini").write_text(_INI.format(boards=find_boards(paths)), encoding="utf-8")
        args = [
            str(folder),
            "-c",
            str(folder / "pytest.ini"),
            "--rootdir",
            str(folder),
            "-p",
            "no:terminal",
            "-p",
            "no:cacheprovider",
            "--import-mode=importlib",
            *extra_args,
        ]
        env_before = os.environ.get("PYTEST_ADDOPTS")
        os.environ["PYTEST_ADDOPTS"] = ""
        try:
            exit_code = int(pytest.main(args, plugins=[collector]))
        finally:
            if env_before is None:
                os.environ.pop("PYTEST_ADDOPTS", None)
            else:
                os.environ["PYTEST_ADDOPTS"] = env_before
    features: dict[str, FeatureResult] = {}
    for result in collector.by_node.values():
        features.setdefault(result.feature, FeatureResult(result.feature)).scenarios.append(result)
    ordered = [features[k] for k in sorted(features)]
    return VerifyReport(ordered, collector.errors, exit_code)
