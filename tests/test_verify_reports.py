"""`gomorra verify`: a failure told as completely as pytest tells it, broken feature files
as one error row, `PATH:LINE`, the progress bar, and the JSON, JUnit XML and Cucumber JSON
reports."""

from __future__ import annotations

import io
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from rich.console import Console

from harness.cli import main
from harness.commands.verify import BarProgress, progress_for
from harness.verify import verify

FAILING = """Feature: Moving
  Scenario: Moving keeps the bullets
    Given the seed is 7
    And the phase is High Noon
    And Player1's hand is "War Paint"
    And Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
    When Player1 moves "Pancho Castillo" to "Town Square"
    Then "Pancho Castillo" has 9 bullets

  Scenario: Moving is logged
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
    When Player1 moves "Pancho Castillo" to "Town Square"
    Then the log contains "Player1 dances a jig"

  Scenario Outline: Ghost rock
    Given the phase is High Noon
    And Player1 has <amount> ghost rock
    Then Player1 has 1 ghost rock

    Examples:
      | amount |
      | 1      |
      | 2      |
"""

PASSING = """Feature: Fine
  Scenario: Nothing happens
    Given the phase is High Noon
    Then Player1 has 0 ghost rock
"""

#: A data table row with a cell missing: Gherkin cannot parse the file.
BROKEN = """Feature: Broken
  Scenario: A table with a missing cell
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo |
    Then Player1 has 0 ghost rock
"""


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder with features, the working folder (paths are shown relative to it)."""
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "moving.feature").write_text(FAILING, encoding="utf-8")
    (tmp_path / "features" / "fine.feature").write_text(PASSING, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["verify", *args])
    return result.exit_code, result.output


def failure_of(output: str, location: str) -> str:
    """The failure block of the scenario at `location` in verify's output."""
    start = output.index(f"FAILED {location} ")
    end = output.find("\nFAILED ", start + 1)
    return output[start : end if end != -1 else len(output)]


def test_a_failure_shows_step_expectation_board_log_decision_seed_and_replay(project: Path) -> None:
    code, output = invoke("features/moving.feature")
    assert code == 1
    block = failure_of(output, "features/moving.feature:2")
    expected_parts = [
        "FAILED features/moving.feature:2 Moving keeps the bullets",
        'Failed step: features/moving.feature:10  Then "Pancho Castillo" has 9 bullets',
        "Pancho Castillo's bullets: expected 9, but it is 3",
        "Board now (scenario seed 7); comments mark what changed since its starting board:",
        "    - card: Pancho Castillo",
        "      at: Town Square  # changed: was home",
        "Changed since the start:",
        "Player1's Pancho Castillo's place: home → Town Square",
        "Last log lines:",
        "    Player1 moves Pancho Castillo to Town Square without booting",
        "Pending: Player2 is asked to 'Select an action' with options: pass",
        "Replay: gomorra verify features/moving.feature:2",
    ]
    positions = [block.find(part) for part in expected_parts]
    assert -1 not in positions, [p for p, at in zip(expected_parts, positions, strict=True) if at == -1]
    assert positions == sorted(positions), "the parts come in the order above"


def test_the_board_shown_loads_as_the_board_it_shows(project: Path) -> None:
    """The marks are YAML comments: the board can be pasted into a Given step."""
    report = verify([Path("features/moving.feature:2")])
    [result] = report.scenarios
    assert result.details is not None
    board = yaml.safe_load(result.details.board)
    [player1, _player2] = board["players"]
    assert player1["dudes"] == [{"card": "Pancho Castillo", "at": "Town Square"}]
    assert "# changed: was home" in result.details.board


def test_a_wrong_log_line_keeps_its_heading(project: Path) -> None:
    _code, output = invoke("features/moving.feature")
    block = failure_of(output, "features/moving.feature:12")
    assert "The log has no line 'Player1 dances a jig'." in block
    assert 'Failed step: features/moving.feature:18  Then the log contains "Player1 dances a jig"' in block


def test_the_replay_command_runs_just_that_scenario(project: Path) -> None:
    _code, output = invoke("features/moving.feature")
    command = failure_of(output, "features/moving.feature:2").split("Replay: gomorra verify ")[1].split()[0]
    report = verify([Path(command)])
    assert [(s.scenario, s.outcome) for s in report.scenarios] == [("Moving keeps the bullets", "failed")]


def test_path_line_selects_an_outline_or_one_of_its_rows(project: Path) -> None:
    whole = verify([Path("features/moving.feature:20")])
    assert [(s.example, s.outcome) for s in whole.scenarios] == [("1", "passed"), ("2", "failed")]
    row = verify([Path("features/moving.feature:28")])
    assert [(s.example, s.outcome) for s in row.scenarios] == [("2", "failed")]
    [failed] = row.scenarios
    assert failed.details is not None
    assert failed.details.replay == "gomorra verify features/moving.feature:28"


def test_a_broken_feature_is_one_error_row_and_the_others_still_run(project: Path) -> None:
    (project / "features" / "broken.feature").write_text(BROKEN, encoding="utf-8")
    report = verify([Path("features")])
    assert [str(e) for e in report.errors] == [
        "features/broken.feature:6: inconsistent cell count within the table "
        "(the line reads: | Pancho Castillo |)"
    ]
    assert {f.path: (f.passed, f.failed) for f in report.features} == {
        "features/fine.feature": (1, 0),
        "features/moving.feature": (1, 3),
    }
    code, output = invoke("features")
    assert code == 1
    assert "[red]" not in output
    assert "│ features/broken.feature:6 " in output and "ERROR" in output
    assert "ERROR features/broken.feature:6: inconsistent cell count within the table" in output
    assert "2 passed, 3 failed, 1 error" in output


def test_a_feature_without_scenarios_is_an_error_not_a_pass(project: Path) -> None:
    """A misspelt `Scenario:` makes the scenario part of the feature's description."""
    (project / "typo.feature").write_text(PASSING.replace("Scenario:", "Scenari:"), encoding="utf-8")
    report = verify([Path("typo.feature")])
    assert [(e.file, e.line) for e in report.errors] == [("typo.feature", 1)]
    assert "the feature has no scenarios: is a 'Scenario:' keyword misspelt?" in report.errors[0].problem
    assert not report.ok


def test_no_progress_bar_when_stderr_is_no_terminal(project: Path) -> None:
    result = CliRunner().invoke(main, ["verify", "features/fine.feature"])
    assert result.exit_code == 0, result.output
    assert "verifying" not in result.output
    assert type(progress_for(Console(file=io.StringIO()))).__name__ == "Progress"


def test_the_progress_bar_counts_scenarios_on_a_terminal(project: Path) -> None:
    screen = io.StringIO()
    console = Console(file=screen, force_terminal=True, width=100)
    bar = progress_for(console)
    assert isinstance(bar, BarProgress)
    report = verify([Path("features")], progress=bar)
    assert report.scenarios
    assert bar.bar.tasks[0].completed == len(report.scenarios) == 5
    assert bar.failed == 3
    assert "verifying" in screen.getvalue()


def test_json_report(project: Path) -> None:
    (project / "features" / "broken.feature").write_text(BROKEN, encoding="utf-8")
    _code, _output = invoke("features", "--json", "reports/verify.json")
    data = json.loads((project / "reports" / "verify.json").read_text(encoding="utf-8"))
    assert data["ok"] is False
    assert data["summary"] == {
        "scenarios": 5,
        "passed": 2,
        "failed": 3,
        "skipped": 0,
        "errors": 1,
        "duration": data["summary"]["duration"],
    }
    assert data["errors"] == [
        {
            "file": "features/broken.feature",
            "line": 6,
            "problem": "inconsistent cell count within the table (the line reads: | Pancho Castillo |)",
        }
    ]
    by_location = {
        (s["location"], s["example"]): s for feature in data["features"] for s in feature["scenarios"]
    }
    assert set(by_location) == {
        ("features/fine.feature:2", ""),
        ("features/moving.feature:2", ""),
        ("features/moving.feature:12", ""),
        ("features/moving.feature:20", "1"),
        ("features/moving.feature:20", "2"),
    }
    passed = by_location["features/fine.feature:2", ""]
    assert (passed["outcome"], passed["failure"], passed["file"], passed["line"]) == (
        "passed",
        None,
        "features/fine.feature",
        2,
    )
    assert all(s["duration"] > 0 for s in by_location.values())
    failure = by_location["features/moving.feature:2", ""]["failure"]
    assert failure["step"] == 'Then "Pancho Castillo" has 9 bullets'
    assert failure["step_location"] == "features/moving.feature:10"
    assert failure["message"] == "Pancho Castillo's bullets: expected 9, but it is 3"
    assert "at: Town Square  # changed: was home" in failure["board"]
    assert failure["changes"] == ["Player1's Pancho Castillo's place: home → Town Square"]
    assert failure["log"] == ["Player1 moves Pancho Castillo to Town Square without booting"]
    assert failure["pending"] == "Player2 is asked to 'Select an action' with options: pass"
    assert failure["seed"] == 7
    assert failure["replay"] == "gomorra verify features/moving.feature:2"
    row = by_location["features/moving.feature:20", "2"]["failure"]
    assert row["replay"] == "gomorra verify features/moving.feature:28"


def junit_cases(path: Path) -> dict[str, ET.Element]:
    root = ET.parse(path).getroot()
    return {case.get("name", ""): case for case in root.iter("testcase")}


def test_junit_xml_names_each_scenario_by_feature_file_and_line(project: Path) -> None:
    _code, _output = invoke("features", "--junitxml", "reports/junit.xml")
    cases = junit_cases(project / "reports" / "junit.xml")
    assert set(cases) == {
        "features/fine.feature:2 Nothing happens",
        "features/moving.feature:2 Moving keeps the bullets",
        "features/moving.feature:12 Moving is logged",
        "features/moving.feature:27 Ghost rock [1]",
        "features/moving.feature:28 Ghost rock [2]",
    }
    failed = cases["features/moving.feature:2 Moving keeps the bullets"].find("failure")
    assert failed is not None and "expected 9, but it is 3" in (failed.get("message") or "")
    assert cases["features/fine.feature:2 Nothing happens"].find("failure") is None


def test_cucumber_json_is_pytest_bdds(project: Path) -> None:
    _code, _output = invoke("features", "--cucumber-json", "reports/cucumber.json")
    data = json.loads((project / "reports" / "cucumber.json").read_text(encoding="utf-8"))
    by_name = {feature["name"]: feature for feature in data}
    assert set(by_name) == {"Fine", "Moving"}
    moving = by_name["Moving"]
    assert moving["uri"].endswith("moving.feature")
    elements = {(e["name"], e["line"]) for e in moving["elements"]}
    assert ("Moving keeps the bullets", 2) in elements
    [bullets] = [e for e in moving["elements"] if e["line"] == 2]
    statuses = [step["result"]["status"] for step in bullets["steps"]]
    assert statuses[-1] == "failed" and set(statuses[:-1]) == {"passed"}
    assert all(step["keyword"] and step["name"] and "line" in step for step in bullets["steps"])
