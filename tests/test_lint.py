"""`gomorra lint`: each guard shown on a feature that trips it, with the exact message."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from harness.cli import main
from harness.lint import lint
from harness.registry import StepDefinition, step_definitions
from harness.steps.when import both_pass

ROOT = Path(__file__).resolve().parents[1]


def problems_in(tmp_path: Path, text: str) -> list[str]:
    feature = tmp_path / "demo.feature"
    feature.write_text(text, encoding="utf-8")
    return [str(p).replace(str(tmp_path) + "/", "") for p in lint([feature])]


def test_the_bundled_features_are_lint_clean() -> None:
    assert [str(p) for p in lint([ROOT / "features"])] == []


def test_an_undefined_step_is_reported_with_its_line(tmp_path: Path) -> None:
    found = problems_in(
        tmp_path,
        """Feature: Demo
  Scenario: Typo in a step
    Given the phase is High Noon
    When Player1 mooves "Jake Smiley" to "Town Square"
    Then Player1 has 0 ghost rock
""",
    )
    assert found == [
        'demo.feature:4: undefined When step: \'Player1 mooves "Jake Smiley" to "Town Square"\'. '
        'The closest step is \'{player} moves "{dude}" to "{location}"\' (see `gomorra steps`)'
    ]


def test_a_scenario_without_then_is_reported(tmp_path: Path) -> None:
    found = problems_in(
        tmp_path,
        """Feature: Demo
  Scenario: Proves nothing
    Given the phase is High Noon
    When Player1 passes
""",
    )
    assert found == ["demo.feature:2: scenario 'Proves nothing' has no Then step: it would prove nothing"]


def test_a_scenario_without_steps_is_reported(tmp_path: Path) -> None:
    found = problems_in(
        tmp_path,
        """Feature: Demo
  Scenario: Empty
""",
    )
    assert found == ["demo.feature:2: scenario 'Empty' has no steps: it would prove nothing"]


def test_an_unknown_card_suggests_the_closest_titles(tmp_path: Path) -> None:
    found = problems_in(
        tmp_path,
        """Feature: Demo
  Scenario: Misspelt card
    Given Player1 has these dudes:
      | dude        | attachments |
      | Jake Smiley | Shotgn      |
    When Player1 moves "Jake Smiley" to "Town Square"
    Then "Jake Smiley" has 1 bullets
""",
    )
    assert found == ["demo.feature:3: Unknown card 'Shotgn'. Did you mean: Shotgun?"]


def test_unknown_rule_and_card_tags_are_reported(tmp_path: Path) -> None:
    found = problems_in(
        tmp_path,
        """@card:99999
Feature: Demo
  @rule:move.fre
  Scenario: Bad tags
    Given the phase is High Noon
    Then Player1 has 0 ghost rock
""",
    )
    assert found == [
        "demo.feature:1: unknown card code in @card:99999",
        "demo.feature:3: unknown rule id in @rule:move.fre. Did you mean '@rule:move.free'?",
    ]


def test_invalid_gherkin_is_reported_with_its_line(tmp_path: Path) -> None:
    found = problems_in(
        tmp_path,
        """Feature: Demo
  Scenario: Broken
    Given the phase is High Noon
    | a table with no step |
  Then:
""",
    )
    assert len(found) == 1 and found[0].startswith("demo.feature:5: not valid Gherkin")


def test_an_invalid_board_is_reported(tmp_path: Path) -> None:
    found = problems_in(
        tmp_path,
        '''Feature: Demo
  Scenario: Board typo
    Given the board:
      """
      players:
        - {outfit: Law Dogs, gost_rock: 3}
        - {outfit: The Sloane Gang}
      """
    Then Player1 has 3 ghost rock
''',
    )
    assert found == [
        "demo.feature:6: the board is not valid: unknown key 'gost_rock'. Did you mean 'ghost_rock'? "
        "(at $.players[0])"
    ]


def test_a_step_two_definitions_match_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """pytest-bdd would silently run one of them; lint names both."""
    definitions = step_definitions()
    passes = next(d for d in definitions if d.matches("Player1 passes") and d.type == "when")
    twin = StepDefinition("when", "{player} passes", both_pass, passes.context)
    monkeypatch.setattr("harness.lint.step_definitions", lambda: [*definitions, twin])
    found = problems_in(
        tmp_path,
        """Feature: Demo
  Scenario: Ambiguous
    Given the phase is High Noon
    When Player1 passes
    Then Player1 has 0 ghost rock
""",
    )
    assert found == [
        "demo.feature:4: ambiguous When step 'Player1 passes' matches 2 definitions: "
        "harness.steps.when.player_acts, harness.steps.when.both_pass"
    ]


@pytest.mark.parametrize("args, code", [([str(ROOT / "features")], 0), (["does-not-exist"], 2)])
def test_the_lint_command_exit_status(args: list[str], code: int) -> None:
    result = CliRunner().invoke(main, ["lint", *args])
    assert result.exit_code == code, result.output


def test_the_lint_command_prints_problems_and_fails(tmp_path: Path) -> None:
    feature = tmp_path / "demo.feature"
    feature.write_text("Feature: Demo\n  Scenario: Empty\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["lint", str(feature)])
    assert result.exit_code == 1
    assert f"{feature}:2: scenario 'Empty' has no steps: it would prove nothing" in result.output
