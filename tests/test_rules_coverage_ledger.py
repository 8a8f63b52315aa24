"""The rules ledger on a small fixture project, counted by hand, and the `coverage` command."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.rules import RULES
from harness.cli import main

ALLIE = """@card:01035
Feature: Allie Hensman
  Scenario: Allie stakes a claim in the town square
    Given Player1 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
    When Player1 uses "Allie Hensman"
    Then "Allie Hensman" has 1 control points
"""

MOVING = """Feature: Moving, for the ledger's hand count
  @rule:move.free
  Scenario: A dude walks from home to the town square without booting
    Given Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 moves "Olivia Jenks" to "Town Square"
    Then "Olivia Jenks" is unbooted

  @rule:move.boot
  Scenario: A failing scenario proves nothing, though tagged
    Given Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    When Player1 moves "Steele Archer" to "Player1's home"
    Then "Steele Archer" is unbooted

  Scenario: An untagged refusal exercises its rule without proving it
    Given Player1 has these dudes:
      | dude            | at   | booted |
      | Pancho Castillo | home | yes    |
    When Player1 tries to move "Pancho Castillo" to "Town Square"
    Then the play is refused by rule "move.unbooted"
"""


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "features" / "cards").mkdir(parents=True)
    (tmp_path / "features" / "rules").mkdir()
    (tmp_path / "scenarios" / "boards").mkdir(parents=True)
    (tmp_path / "features" / "cards" / "allie.feature").write_text(ALLIE, encoding="utf-8")
    (tmp_path / "features" / "rules" / "moving.feature").write_text(MOVING, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_the_ledger_of_a_fixture_project_matches_a_hand_count(project: Path) -> None:
    result = CliRunner().invoke(main, ["coverage", "--fail-under-cards", "0", "--fail-under-rules", "0"])
    assert result.exit_code == 0, result.output
    report = json.loads((project / "reports" / "rules-coverage.json").read_text(encoding="utf-8"))
    summary = report["summary"]
    # 4 scenarios, the Steele Archer one fails.
    assert (summary["scenarios"], summary["passed"]) == (4, 3)
    cards = {c["code"]: c for c in report["cards"]}
    proven = sorted(code for code, c in cards.items() if c["proven"])
    # Allie's Noon ability (tagged @card:01035); Olivia Jenks and both printings of Pancho
    # Castillo print no ability and are in play in a passing scenario. Steele Archer is in
    # play only in the failing one; Allie's 24078 printing has other text; the outfits'
    # abilities are never used.
    assert proven == ["01035", "01041", "01046", "24083"]
    assert summary["cards_proven"] == 4 and summary["abilities_proven"] == 4
    assert summary["abilities_used_not_proven"] == 0
    assert summary["cards"] == round(100 * 4 / summary["cards_total"], 2)
    allie = cards["01035"]["abilities"][0]
    # Used by her tagged scenario, and proven by it: it fails once her ability does nothing.
    assert allie["used"] == ["features/cards/allie.feature:3"]
    assert allie["proven_by"] == "features/cards/allie.feature:3"
    assert allie["status"] == "proven"
    assert cards["01035"]["status"] == "scripted and proven"
    assert cards["01048"]["status"] == "needs no script" and not cards["01048"]["proven"]
    assert cards["01004"]["status"] == "scripted, not proven"  # The Sloane Gang
    rules = {r["id"]: r for r in report["items"]["rule"]}
    # Only move.free is tagged in a passing scenario that took the step.
    assert sorted(r for r, item in rules.items() if item["asserted"]) == ["move.free"]
    assert rules["move.unbooted"]["exercised"] == ["features/rules/moving.feature:18"]
    assert rules["move.boot"]["exercised"] == []
    assert summary["rules_asserted"] == 1


def test_the_gate_fails_naming_the_top_uncovered_items(project: Path) -> None:
    result = CliRunner().invoke(main, ["coverage", "--fail-under-cards", "50", "--fail-under-rules", "1"])
    assert result.exit_code == 1
    assert "cards: 0.32% proven, under the required 50.00%" in result.output
    assert "unproven cards: 00001 Pistol Whip (scripted, not proven)," in result.output
    # Rules nothing exercised come before rules exercised but not proven.
    one_rule = f"{100 / len(RULES):.2f}%"  # the project proves one rule of the registry
    assert (
        f"rules: {one_rule} proven, under the required 1.00%; unproven rules: unique, attachments.limit,"
        in result.output
    )


def test_verify_ends_with_the_coverage_summary_of_the_scenarios_run(project: Path) -> None:
    result = CliRunner().invoke(main, ["verify"])
    assert result.exit_code == 1  # the Steele Archer scenario fails
    tail = result.output.splitlines()[-4:]
    assert tail[0] == "Rules coverage of the 4 scenarios run (gomorra coverage for the reports):"
    # verify runs no removal pass, so it claims no proof: only what the scenarios used;
    # and only of what they tag, never the totals of the bundled packs (1,256 printings).
    assert tail[1] == (
        "cards tagged: 1 (Allie Hensman); their abilities used by a passing tagged scenario: 1/1 "
        "(proven only once a scenario fails without them: gomorra coverage)"
    )
    # move.free and move.boot are tagged; the move.boot scenario fails.
    assert tail[2] == "rules tagged: 2; proven by a passing scenario that takes the step: 1/2"
    assert tail[3].startswith("rules the passing scenarios' games took: ")
    assert "/137" not in result.output and "Base Set" not in result.output


def test_verify_of_untagged_scenarios_says_what_a_tag_would_count(project: Path) -> None:
    result = CliRunner().invoke(main, ["verify", "features/rules/moving.feature:18"])
    assert result.exit_code == 0, result.output
    tail = result.output.splitlines()[-4:]
    assert tail[0] == "Rules coverage of the 1 scenario run (gomorra coverage for the reports):"
    assert tail[1] == "cards tagged: none (a @card:<code> tag counts a scenario for its card)"
    assert tail[2].startswith("rules tagged: none (a @rule:<id> tag counts a scenario for its rule")
    assert tail[3] == "rules the passing scenarios' games took: 1"


def test_markdown_for_pull_requests(project: Path) -> None:
    result = CliRunner().invoke(
        main, ["coverage", "--markdown", "--fail-under-cards", "0", "--fail-under-rules", "0"]
    )
    assert result.exit_code == 0, result.output
    assert result.output.startswith("## Rules coverage\n")
    assert "| Base Set | 146 |" in result.output
    assert (project / "reports" / "rules-coverage.md").read_text(encoding="utf-8") == result.output


def test_reached_by_fuzzing_is_a_column_of_its_own_never_proof(project: Path) -> None:
    """reports/fuzz-reached.json (gomorra fuzz) fills the ledger's fuzzed counts; a rule
    only the fuzzer reached stays unproven and unexercised."""
    reports = project / "reports"
    reports.mkdir()
    fuzz = {"format": 1, "abilities": {"01035:0": 5}, "rules": {"move.boot": 7, "move.free": 2}}
    (reports / "fuzz-reached.json").write_text(json.dumps(fuzz), encoding="utf-8")
    result = CliRunner().invoke(main, ["coverage", "--fail-under-cards", "0", "--fail-under-rules", "0"])
    assert result.exit_code == 0, result.output
    report = json.loads((reports / "rules-coverage.json").read_text(encoding="utf-8"))
    cards = {c["code"]: c for c in report["cards"]}
    assert cards["01035"]["abilities"][0]["fuzzed"] == 5
    assert cards["01004"]["abilities"][0]["fuzzed"] == 0
    rules = {r["id"]: r for r in report["items"]["rule"]}
    assert rules["move.boot"]["fuzzed"] == 7
    assert rules["move.boot"]["asserted"] == [] and rules["move.boot"]["exercised"] == []
    fuzzed = report["summary"]["fuzzed"]
    assert (fuzzed["abilities"], fuzzed["rules"]) == (1, 2)
    assert "reached by fuzzing (not proof): abilities 1/" in result.output


def test_without_a_fuzzing_report_the_column_is_empty(project: Path) -> None:
    result = CliRunner().invoke(main, ["coverage", "--fail-under-cards", "0", "--fail-under-rules", "0"])
    assert result.exit_code == 0, result.output
    report = json.loads((project / "reports" / "rules-coverage.json").read_text(encoding="utf-8"))
    assert report["summary"]["fuzzed"] is None
    cards = {c["code"]: c for c in report["cards"]}
    assert cards["01035"]["abilities"][0]["fuzzed"] is None
    assert "reached by fuzzing" not in result.output
