"""`gomorra lint`: each guard shown on a feature that trips it, with the exact message."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from harness.cli import main
from harness.lint import lint
from harness.registry import StepDefinition, step_definitions
from harness.steps.then import CARD_STATS
from harness.steps.when import both_pass

ROOT = Path(__file__).resolve().parents[1]


def problems_in(tmp_path: Path, text: str) -> list[str]:
    feature = tmp_path / "demo.feature"
    feature.write_text(text, encoding="utf-8")
    return [str(p).replace(str(tmp_path) + "/", "") for p in lint([feature])]


@pytest.mark.slow
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
        "(at $.players[0].gost_rock)"
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


@pytest.mark.parametrize(
    "args, code",
    [pytest.param([str(ROOT / "features")], 0, marks=pytest.mark.slow), (["does-not-exist"], 2)],
)
def test_the_lint_command_exit_status(args: list[str], code: int) -> None:
    result = CliRunner().invoke(main, ["lint", *args])
    assert result.exit_code == code, result.output


def test_the_lint_command_prints_problems_and_fails(tmp_path: Path) -> None:
    feature = tmp_path / "demo.feature"
    feature.write_text("Feature: Demo\n  Scenario: Empty\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["lint", str(feature)])
    assert result.exit_code == 1
    assert f"{feature}:2: scenario 'Empty' has no steps: it would prove nothing" in result.output


# -- what would fail at run time, found before any game runs ------------------------------
def test_an_unknown_table_column_is_reported_at_the_header(tmp_path: Path) -> None:
    found = problems_in(
        tmp_path,
        """Feature: Demo
  Scenario: Column typo
    Given Player1 has these dudes:
      | dude        | att         |
      | Jake Smiley | Town Square |
    Then "Jake Smiley" has 2 bullets
""",
    )
    assert found == [
        "demo.feature:4: Unknown column 'att'. The columns are: dude, at, booted, bounty, "
        "control points, ghost rock, entered this phase, attachments. Did you mean 'at'?"
    ]


def test_a_bad_table_value_is_reported_at_its_row(tmp_path: Path) -> None:
    found = problems_in(
        tmp_path,
        """Feature: Demo
  Scenario: Bounty in words
    Given Player1 has these dudes:
      | dude        | bounty |
      | Jake Smiley | 1      |
      | Sloane      | lots   |
    Then "Jake Smiley" has 2 bullets
""",
    )
    assert found == ["demo.feature:6: Column 'bounty' takes a whole number, not 'lots'"]


def test_an_unknown_location_is_reported_at_the_row_that_names_it(tmp_path: Path) -> None:
    found = problems_in(
        tmp_path,
        """Feature: Demo
  Scenario: Location typo
    Given Player1 has these dudes:
      | dude        | at         |
      | Jake Smiley | Town Sqare |
    Then "Jake Smiley" has 2 bullets
""",
    )
    assert found == [
        "demo.feature:5: the board is not valid: unknown location 'Town Sqare'. Did you mean: Town Square? "
        "(at $.players[0].dudes[0].at)"
    ]


def test_a_deed_that_is_not_on_the_board_is_no_location(tmp_path: Path) -> None:
    found = problems_in(
        tmp_path,
        """Feature: Demo
  Scenario: Moving to a deed nobody built
    Given Player1 has these dudes:
      | dude        |
      | Jake Smiley |
    When Player1 moves "Jake Smiley" to "Blake Ranch"
    Then "Jake Smiley" is at "Blake Ranch"
""",
    )
    assert found == [
        "demo.feature:6: 'Blake Ranch' is not a location on this board. The locations are: "
        "Town Square, Player1's home, Player2's home, home"
    ]


def test_players_phases_and_closed_words_are_checked(tmp_path: Path) -> None:
    found = problems_in(
        tmp_path,
        """Feature: Demo
  Scenario: Phase typo
    Given the phase is High Nooon
    Then Player1 has 0 ghost rock

  Scenario: Words of Then steps
    Given the phase is High Noon
    Then Player3 has 0 ghost rock
    And "Jake Smiley" has 2 bulets
    And "Jake Smiley" is in Player1's discrad pile
""",
    )
    assert found == [
        "demo.feature:3: Unknown phase 'High Nooon'. The phases are Gamblin', Upkeep, High Noon and Sundown. "
        "Did you mean 'High Noon'?",
        "demo.feature:8: No player 'Player3' on this board: the players are Player1, Player2. "
        "Did you mean Player2?",
        "demo.feature:9: Unknown stat 'bulets': use one of bullets, influence, value, control points, "
        "production, upkeep, bounty, ghost rock, grit, cost, huckster skill, blessed skill, shaman skill, "
        "mad scientist skill. Did you mean 'bullets'?",
        "demo.feature:10: Unknown pile 'discrad pile': use one of hand, deck, discard pile, boot hill, "
        "draw hand. Did you mean 'discard pile'?",
    ]


def test_a_place_typo_names_the_closest_step(tmp_path: Path) -> None:
    found = problems_in(
        tmp_path,
        """Feature: Demo
  Scenario: Place typo
    Given Player1's discrad pile is empty
    Then Player1 has 0 ghost rock
""",
    )
    assert found == [
        'demo.feature:3: undefined Given step: "Player1\'s discrad pile is empty". '
        "The closest step is '{player}'s {place} is empty' (see `gomorra steps`)"
    ]


def test_outline_placeholders_columns_and_examples_are_checked(tmp_path: Path) -> None:
    found = problems_in(
        tmp_path,
        """Feature: Demo
  Scenario Outline: Missing column
    Given Player1 has <amount> ghost rock
    Then Player1 has <gr> ghost rock
    Examples:
      | amount | why  |
      | 3      | none |

  Scenario Outline: No rows
    Given Player1 has <amount> ghost rock
    Then Player1 has <amount> ghost rock
    Examples:
      | amount |
""",
    )
    assert found == [
        "demo.feature:4: <gr> is not filled by the Examples: add a column 'gr' (they have: amount, why)",
        "demo.feature:6: Examples column 'why' is not used by any step: use <why> in a step, "
        "remove the column, or call it 'note' if it only explains the row",
        "demo.feature:12: the Examples have no rows: the outline would run no scenario (add a row of values)",
    ]


def test_an_unquoted_card_name_suggests_the_quoted_step(tmp_path: Path) -> None:
    found = problems_in(
        tmp_path,
        """Feature: Demo
  Scenario: Unquoted
    Given Player1 has these dudes:
      | dude        | attachments |
      | Jake Smiley | Shotgun     |
    When Player1 uses Shotgun
    Then Player1 has 0 ghost rock
""",
    )
    assert found == [
        "demo.feature:6: undefined When step: 'Player1 uses Shotgun'. "
        "Card names are quoted: write 'Player1 uses \"Shotgun\"'"
    ]


def test_invalid_yaml_in_a_board_is_reported_at_the_files_line(tmp_path: Path) -> None:
    found = problems_in(
        tmp_path,
        '''Feature: Demo
  Scenario: Broken YAML
    Given the board:
      """
      players:
        - {outfit: Law Dogs
        - {outfit: The Sloane Gang}
      """
    Then Player1 has 3 ghost rock
''',
    )
    assert found == [
        # The line the mapping opens on, in words (not "expected ',' or '}', but got '{'").
        "demo.feature:6: the board is not valid: not valid YAML: a mapping opened with '{' on this line "
        "is not closed with '}'"
    ]


MISTAKES = '''Feature: Mistakes
  Scenario: Column typo
    Given Player1 has these dudes:
      | dude        | att         |
      | Jake Smiley | Town Square |
    Then "Jake Smiley" has 2 bullets

  Scenario: Location typo
    Given Player1 has these dudes:
      | dude        | at         |
      | Jake Smiley | Town Sqare |
    When Player1 passes
    Then "Jake Smiley" has 2 bullets

  Scenario: A third player
    Given the phase is High Noon
    Then Player3 has 0 ghost rock

  Scenario: Unquoted
    Given Player1 has these dudes:
      | dude        | attachments |
      | Jake Smiley | Shotgun     |
    When Player1 uses Shotgun
    Then Player1 has 0 ghost rock

  Scenario: Board typo
    Given the board:
      """
      players:
        - {outfit: Law Dogs, gost_rock: 3}
        - {outfit: The Sloane Gang}
      """
    Then Player1 has 3 ghost rock

  Scenario Outline: Missing column
    Given Player1 has <amount> ghost rock
    Then Player1 has <gr> ghost rock
    Examples:
      | amount |
      | 3      |
'''


def test_a_scenario_run_without_lint_fails_with_the_lint_message(tmp_path: Path) -> None:
    """The user who never lints reads the same `file:line: problem. fix`, never a class name."""
    from harness.verify import verify

    feature = tmp_path / "mistakes.feature"
    feature.write_text(MISTAKES, encoding="utf-8")
    linted = sorted(str(p) for p in lint([feature]))
    report = verify([feature])
    messages = sorted(s.message for f in report.features for s in f.scenarios)
    assert len(messages) == 6 and messages == linted
    assert not any(name in text for text in messages for name in ("Error", "pytest_bdd", "harness."))


def test_the_json_catalogue_lists_every_step_definition() -> None:
    import json

    result = CliRunner().invoke(main, ["steps", "--json", "--features", str(ROOT / "features")])
    assert result.exit_code == 0, result.output
    listed = json.loads(result.output)
    assert [entry["definition"] for entry in listed] == [d.where for d in step_definitions()]
    stat = next(e for e in listed if e["pattern"] == '"{card}" has {amount} {stat}')
    assert stat["example"] and {"name": "stat", "words": list(CARD_STATS)} in stat["parameters"]
    assert all({"type", "pattern", "summary", "parameters", "example"} <= set(entry) for entry in listed)


def test_a_scenario_naming_another_printing_of_the_card_it_proves_is_reported(tmp_path: Path) -> None:
    """Tagged with the Weird West Drew Beauman (24072) but naming the title alone, which is
    the Election Day Slaughter printing (04004) that no script serves: the scenario would
    play a card without text and prove nothing about the tagged one."""
    text = """@card:24072
Feature: Demo
  Scenario: The wrong printing
    Given Player1 has these dudes:
      | dude       | at          |
      | {name} | Town Square |
    When Player1 moves "{name}" to "Player1's home"
    Then "{name}" is at "Player1's home"
"""
    found = problems_in(tmp_path, text.format(name="Drew Beauman"))
    assert found == [
        "demo.feature:4: 'Drew Beauman' is the printing Drew Beauman (Election Day Slaughter) (04004), but "
        "this scenario proves Drew Beauman (Weird West Edition) (@card:24072), whose script does not serve "
        "04004: name the proven printing, 'Drew Beauman (Weird West Edition)'",
        "demo.feature:7: 'Drew Beauman' is the printing Drew Beauman (Election Day Slaughter) (04004), but "
        "this scenario proves Drew Beauman (Weird West Edition) (@card:24072), whose script does not serve "
        "04004: name the proven printing, 'Drew Beauman (Weird West Edition)'",
        "demo.feature:8: 'Drew Beauman' is the printing Drew Beauman (Election Day Slaughter) (04004), but "
        "this scenario proves Drew Beauman (Weird West Edition) (@card:24072), whose script does not serve "
        "04004: name the proven printing, 'Drew Beauman (Weird West Edition)'",
    ]
    assert problems_in(tmp_path, text.format(name="Drew Beauman (Weird West Edition)")) == []
