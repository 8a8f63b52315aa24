"""`gomorra coverage --code`: branch coverage of engine/ and cards/, per test."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_code_coverage_settings_measure_branches_per_test_with_a_gate() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["coverage"]
    assert config["run"]["branch"] is True
    assert config["run"]["source"] == ["engine", "cards"]
    assert config["html"]["show_contexts"] is True
    assert config["report"]["fail_under"] > 90


@pytest.mark.slow
def test_the_html_report_shows_which_scenario_ran_each_line(tmp_path: Path) -> None:
    """A small run (one card's scenarios) falls under fail_under, so the command fails,
    naming the total; its HTML still shows the scenario as a line's context."""
    command = [str(Path(sys.executable).parent / "gomorra"), "coverage", "--code", "--reports", str(tmp_path)]
    # The card's feature file by path: `-k Allie` over tests/test_features.py collected
    # (under coverage) all 1,300 scenarios to keep Allie's.
    args = ["--", "-q", "-p", "no:randomly", "features/cards/dtr/allie_hensman.feature"]
    done = subprocess.run([*command, *args], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 2, done.stdout[-2000:] + done.stderr[-2000:]
    page = next((tmp_path / "code-coverage").glob("*allie_hensman_py.html")).read_text(encoding="utf-8")
    assert "features/cards/dtr/allie_hensman.feature::test_allie_stakes_a_claim_in_the_town_square" in page
