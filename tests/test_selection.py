"""Selecting scenarios by their @card:/@rule: tags: `gomorra verify --card/--rule` and the
pytest options of the same names (`-m` cannot hold "01035" or "move.free")."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from harness.cli import main
from harness.verify import verify

ALLIE = """@card:01035
Feature: Allie Hensman
  Scenario: Allie stakes a claim
    Given Player1 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
    When Player1 uses "Allie Hensman"
    Then "Allie Hensman" has 1 control points

  @rule:move.free
  Scenario: Allie walks to town for free
    Given Player1 has these dudes:
      | dude          | at   |
      | Allie Hensman | home |
    When Player1 moves "Allie Hensman" to "Town Square"
    Then "Allie Hensman" is unbooted
"""

MOVING = """Feature: Moving
  @rule:move.free
  Scenario: A dude walks to the town square
    Given Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 moves "Olivia Jenks" to "Town Square"
    Then "Olivia Jenks" is unbooted

  Scenario: Untagged
    Given Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 moves "Olivia Jenks" to "Town Square"
    Then "Olivia Jenks" is at "Town Square"
"""


@pytest.fixture
def features(tmp_path: Path) -> list[Path]:
    (tmp_path / "allie.feature").write_text(ALLIE, encoding="utf-8")
    (tmp_path / "moving.feature").write_text(MOVING, encoding="utf-8")
    return [tmp_path / "allie.feature", tmp_path / "moving.feature"]


def ran(features: list[Path], *options: str) -> list[str]:
    report = verify(features, extra_args=options)
    assert report.ok, report
    return sorted(s.scenario for f in report.features for s in f.scenarios)


def test_a_feature_level_card_tag_selects_every_scenario_of_the_feature(features: list[Path]) -> None:
    assert ran(features, "--card", "01035") == ["Allie stakes a claim", "Allie walks to town for free"]


def test_a_rule_tag_selects_across_features(features: list[Path]) -> None:
    assert ran(features, "--rule", "move.free") == [
        "A dude walks to the town square",
        "Allie walks to town for free",
    ]


def test_card_and_rule_together_select_scenarios_with_both(features: list[Path]) -> None:
    assert ran(features, "--card", "01035", "--rule", "move.free") == ["Allie walks to town for free"]


def test_several_values_of_one_option_are_alternatives(features: list[Path]) -> None:
    assert len(ran(features, "--card", "01035", "--card", "01046")) == 2  # Olivia is never tagged


def test_gomorra_verify_selects_by_tag(features: list[Path]) -> None:
    result = CliRunner().invoke(
        main, ["verify", *map(str, features), "--card", "01035", "--rule", "move.free"]
    )
    assert result.exit_code == 0, result.output
    assert "1 passed, 0 failed" in result.output
