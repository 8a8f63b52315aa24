"""The gate on the real features: the ratchet in pyproject.toml, a lost proof, xdist."""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner

from harness.cli import main
from harness.rules_coverage.denominators import card_entries
from harness.rules_coverage.gate import PACK, achieved, check, configured_thresholds
from harness.rules_coverage.ledger import Ledger, build_ledger
from harness.rules_coverage.removal import Proofs, prove
from harness.rules_coverage.run import run_features
from harness.rules_coverage.trace import ScenarioRecord, read_records, write_records

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = ROOT / "pyproject.toml"


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> list[ScenarioRecord]:
    """The records of one run of every bundled feature. Under xdist the first worker to
    need them runs the features and leaves the records beside the workers' temporary
    folders (one per test session); a worker needing them meanwhile waits for that run
    rather than doing it again on the other core."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return _run_every_feature()
    shared = tmp_path_factory.getbasetemp().parent / "every-feature-records.json"
    with (shared.with_suffix(".lock")).open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not shared.is_file():
            write_records(shared, _run_every_feature())
    return read_records(shared)


def _run_every_feature() -> list[ScenarioRecord]:
    found, report = run_features([ROOT / "features"])
    assert report.ok, report.errors
    return found


@pytest.fixture(scope="module")
def proofs() -> Proofs:
    """The removal pass over every bundled feature, cached by content in
    reports/removal-cache.json, where `pytest --coverage-gate` finds it at the end."""
    return prove(
        card_entries(), [ROOT / "features"], root=ROOT, cache=ROOT / "reports" / "removal-cache.json"
    ).proofs


@pytest.fixture(scope="module")
def ledger(records: list[ScenarioRecord], proofs: Proofs) -> Ledger:
    return build_ledger(records, proofs=proofs)


#: Allie Hensman's Base Set features: the scripter's and the blind proof.
ALLIE_FEATURES = (
    "features/cards/dtr/allie_hensman.feature",
    "features/cards/dtr/blind/allie_hensman.feature",
)


def without_allie(records: list[ScenarioRecord], proofs: Proofs) -> Ledger:
    """The ledger had Allie Hensman's Base Set features been deleted."""
    allie = ALLIE_FEATURES
    return build_ledger(
        [r for r in records if not r.feature.endswith(allie)],
        proofs={r: where for r, where in proofs.items() if not (where or "").startswith(allie)},
    )


@pytest.mark.slow
def test_the_thresholds_are_todays_achieved_values_written_to_two_decimals(ledger: Ledger) -> None:
    """The ratchet: a threshold above what is achieved fails the gate; one below it
    means a proof was lost or a threshold lowered, so it must equal what is achieved.
    Adding proofs fails this test until the threshold is raised to match."""
    written = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["tool"]["gomorra"]["coverage"]
    figures = achieved(ledger)
    for name, value in configured_thresholds(PYPROJECT).items():
        if name == "strength":  # held card by card (tests/test_rules_coverage_strength.py)
            continue
        table, key = ("coverage.packs", name[len(PACK) :]) if name.startswith(PACK) else ("coverage", name)
        line = f"{key} = {written['packs'][key] if table == 'coverage.packs' else written[key]}"
        assert round(value, 2) == value and line in PYPROJECT.read_text(encoding="utf-8")
        assert value == figures[name], (
            f"[tool.gomorra.{table}] {key} = {value} but {figures[name]} is achieved: "
            f"run `gomorra coverage --ratchet` to set it to {figures[name]} (it may only go up)"
        )
    assert check(ledger, {k: v for k, v in configured_thresholds(PYPROJECT).items() if k != "strength"}) == []


def test_losing_one_cards_proofs_fails_the_gate_and_names_that_card(
    records: list[ScenarioRecord], proofs: Proofs
) -> None:
    thresholds = {k: v for k, v in configured_thresholds(PYPROJECT).items() if k != "strength"}
    failures = [f for f in check(without_allie(records, proofs), thresholds) if not f.startswith(PACK)]
    assert len(failures) == 1
    assert failures[0].startswith("cards: ")
    assert "01035 Allie Hensman (scripted, not proven)" in failures[0]


def test_the_base_set_is_gated_on_its_ability_coverage(records: list[ScenarioRecord], proofs: Proofs) -> None:
    """CI refuses a release that loses a proof of a Base Set ability, naming the card."""
    assert f"{PACK}DTR" in configured_thresholds(PYPROJECT)
    thresholds = {k: v for k, v in configured_thresholds(PYPROJECT).items() if k != "strength"}
    failures = [f for f in check(without_allie(records, proofs), thresholds) if f.startswith(PACK)]
    assert len(failures) == 1
    assert failures[0].startswith("pack:DTR: ") and "of its abilities proven" in failures[0]
    assert "01035 Allie Hensman (0/1)" in failures[0]


def test_an_unknown_pack_in_the_gate_is_named(ledger: Ledger) -> None:
    assert check(ledger, {f"{PACK}XYZ": 50.0}) == [
        "pack:XYZ: no such pack in the card database (a code such as DTR)"
    ]


@pytest.mark.slow
def test_deleting_a_cards_feature_makes_the_coverage_command_fail_naming_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`gomorra coverage` in a project gating the Base Set at 100: green with its card and
    rules features, red naming Allie Hensman once her two features are deleted. (The Base
    Set's features and the rules scenarios only, not every pack's: a quarter of the run.)"""
    for folder in ("features/cards/dtr", "features/rules"):
        shutil.copytree(ROOT / folder, tmp_path / folder)
    (tmp_path / "pyproject.toml").write_text("[tool.gomorra.coverage.packs]\nDTR = 100.0\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    kept = CliRunner().invoke(main, ["coverage"])
    assert kept.exit_code == 0, kept.output[-2000:]
    for feature in ALLIE_FEATURES:
        (tmp_path / feature).unlink()
    deleted = CliRunner().invoke(main, ["coverage"])
    assert deleted.exit_code == 1
    assert "FAIL pack:DTR: " in deleted.output and "01035 Allie Hensman (0/1)" in deleted.output


#: Bundled features for the runs below: one card's, and a folder of rules scenarios.
ALLIE = "features/cards/dtr/allie_hensman.feature"
SHOOTOUT = "features/rules/shootout"


def run_features_pytest(features: str, *extra: str) -> subprocess.CompletedProcess[str]:
    """pytest on some bundled features (a file or folder), in a fresh process. Given by
    path, not by `-k` over tests/test_features.py: that collected all 1,300 scenarios in
    every such process only to deselect all but a few."""
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", features]
    return subprocess.run([*command, *extra], cwd=ROOT, capture_output=True, text=True)


@pytest.mark.slow
def test_a_parallel_run_merges_into_the_serial_ledger(tmp_path: Path) -> None:
    def run(name: str, *extra: str) -> list[dict[str, object]]:
        out = tmp_path / f"{name}.json"
        done = run_features_pytest(SHOOTOUT, "--rules-records", str(out), *extra)
        assert done.returncode == 0, done.stdout[-2000:]
        return json.loads(out.read_text(encoding="utf-8"))  # type: ignore[no-any-return]

    serial, parallel = run("serial"), run("parallel", "-n", "2")
    assert len(serial) > 30
    assert parallel == serial
    assert (
        build_ledger(map(ScenarioRecord.from_json, parallel)).to_json()
        == build_ledger(map(ScenarioRecord.from_json, serial)).to_json()
    )


@pytest.mark.slow
def test_the_pytest_options_gate_the_run() -> None:
    done = run_features_pytest(ALLIE, "--fail-under-rules", "90")
    assert done.returncode == 1, done.stdout[-2000:]
    assert "Gomorra rules coverage gate" in done.stdout
    assert "rules: " in done.stdout and "under the required 90.00%" in done.stdout
    passing = run_features_pytest(ALLIE, "--fail-under-rules", "0")
    assert passing.returncode == 0, passing.stdout[-2000:]


@pytest.mark.slow
def test_the_coverage_gate_option_takes_the_pyproject_thresholds() -> None:
    """One card's scenarios fall far under today's thresholds."""
    done = run_features_pytest(ALLIE, "--coverage-gate")
    assert done.returncode == 1, done.stdout[-2000:]
    thresholds = configured_thresholds(PYPROJECT)
    assert f"under the required {thresholds['cards']:.2f}%" in done.stdout
    assert f"under the required {thresholds['rules']:.2f}%" in done.stdout
