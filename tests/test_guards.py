"""Each harness guard, shown on a feature that trips it, with the message the author sees."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.verify import ScenarioResult, verify

pytest_plugins = ["pytester"]

DUDE_AT_HOME = """
    Given the phase is High Noon
    And Player1's hand is "War Paint"
    And Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
"""


def run_one(tmp_path: Path, scenario: str) -> ScenarioResult:
    feature = tmp_path / "guard.feature"
    feature.write_text("Feature: Guard\n" + scenario, encoding="utf-8")
    report = verify([feature])
    results = [s for f in report.features for s in f.scenarios]
    assert len(results) == 1, report
    return results[0]


def test_an_unanswered_prompt_fails_the_scenario(tmp_path: Path) -> None:
    result = run_one(
        tmp_path,
        "  Scenario: Leaves a prompt open"
        + DUDE_AT_HOME
        + """    When Player1 plays "War Paint"
    Then Player1 has 0 ghost rock
""",
    )
    assert result.outcome == "failed"
    assert (
        "The scenario ends with an unanswered prompt: Player1 is asked to 'Select a dude'" in result.message
    )
    assert "options: Pancho Castillo; cancel" in result.message


def test_an_asserted_prompt_may_stay_open(tmp_path: Path) -> None:
    result = run_one(
        tmp_path,
        "  Scenario: Asserts the prompt"
        + DUDE_AT_HOME
        + """    When Player1 plays "War Paint"
    Then Player1 is asked to "Select a dude"
""",
    )
    assert result.outcome == "passed", result.message


def test_a_scenario_without_then_fails(tmp_path: Path) -> None:
    result = run_one(tmp_path, "  Scenario: No outcome" + DUDE_AT_HOME + "    When Player1 passes\n")
    assert result.outcome == "failed"
    assert "Scenario 'No outcome' has no Then step: it would pass proving nothing" in result.message


def test_nothing_else_changed_lists_every_undeclared_difference(tmp_path: Path) -> None:
    result = run_one(
        tmp_path,
        "  Scenario: Undeclared change"
        + DUDE_AT_HOME
        + """    When Player1 plays "War Paint"
    And Player1 selects "Pancho Castillo"
    Then the log contains "Player1 plays War Paint to give Pancho Castillo +2 bullets"
    And nothing else changed
""",
    )
    assert result.outcome == "failed"
    assert "These changes were not asserted by a Then step:" in result.message
    assert "Player1's hand: - War Paint" in result.message
    assert "Player1's discard pile: + War Paint" in result.message


def test_declared_changes_pass_nothing_else_changed(tmp_path: Path) -> None:
    result = run_one(
        tmp_path,
        "  Scenario: Declared change"
        + DUDE_AT_HOME
        + """    When Player1 plays "War Paint"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 5 bullets
    And "War Paint" is in Player1's discard pile
    And nothing else changed
""",
    )
    assert result.outcome == "passed", result.message


def test_an_unknown_card_says_did_you_mean(tmp_path: Path) -> None:
    result = run_one(
        tmp_path,
        "  Scenario: Typo"
        + DUDE_AT_HOME
        + """    When Player1 plays "War Pant"
    Then Player1 has 0 ghost rock
""",
    )
    assert result.outcome == "failed"
    assert "Unknown card 'War Pant'. Did you mean: War Paint" in result.message


def test_an_undefined_step_fails_with_its_text(tmp_path: Path) -> None:
    result = run_one(
        tmp_path,
        "  Scenario: Undefined"
        + DUDE_AT_HOME
        + """    When Player1 dances a jig
    Then Player1 has 0 ghost rock
""",
    )
    assert result.outcome == "failed"
    assert result.message.endswith(
        "guard.feature:8: undefined When step: 'Player1 dances a jig'. No step reads like it (see `gomorra steps`)"
    )


def test_a_failure_shows_board_log_pending_decision_and_seed(pytester: pytest.Pytester) -> None:
    pytester.makefile(
        ".feature",
        guard="Feature: Guard\n  Scenario: Wrong number"
        + DUDE_AT_HOME
        + """    When Player1 moves "Pancho Castillo" to "Town Square"
    Then "Pancho Castillo" has 9 bullets
""",
    )
    pytester.makepyfile("from pytest_bdd import scenarios\nscenarios('guard.feature')\n")
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        [
            "*Pancho Castillo's bullets: expected 9, but it is 3*",
            "*Captured Gomorra call*",
            'Failed step: guard.feature:9  Then "Pancho Castillo" has 9 bullets',
            "Board now (scenario seed 1); comments mark what changed since its starting board:",
            "*- card: Pancho Castillo*",
            "*at: Town Square  # changed: was home",
            "Changed since the start:",
            "  Player1's Pancho Castillo's place: home → Town Square",
            "Last log lines:",
            "  Player1 moves Pancho Castillo to Town Square without booting",
            "Pending: Player2 is asked to 'Select an action' with options: pass",
            "Replay: gomorra verify guard.feature:2",
        ]
    )


def test_a_step_two_definitions_match_fails_at_run_time(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(
        "from pytest_bdd import when, parsers\n\n"
        "@when(parsers.parse('{player} passes'))\n"
        "def another_pass(player):\n"
        "    pass\n"
    )
    pytester.makefile(
        ".feature",
        guard="Feature: Guard\n  Scenario: Ambiguous"
        + DUDE_AT_HOME
        + """    When Player1 passes
    Then Player1 has 0 ghost rock
""",
    )
    pytester.makepyfile("from pytest_bdd import scenarios\nscenarios('guard.feature')\n")
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*Ambiguous step 'Player1 passes': it matches 2 step definitions*"])


def test_advancing_to_a_phase_with_nothing_to_decide_stops_at_its_end_not_a_day_later(tmp_path: Path) -> None:
    """Nobody decides anything in this Sundown: the game stops once it is over, before
    the next day's Upkeep pays anyone (it used to run on to day 2's first decision, and
    before that to refuse the step), and says so with a failure."""
    scenario = """  Scenario: Sundown passes by
    Given the phase is High Noon
    And Player1's deck is "Blake Ranch, Pat's Perch, Jackson's Strike, Avie Cline, Steven Wiles, Olivia Jenks"
    And Player2's deck is "Avie Cline, Steven Wiles, Pat's Perch, Clint Ramsey, Steele Archer, Blake Ranch"
    When the game advances to Sundown
    Then Player1 has 0 ghost rock
    And {then}
"""
    result = run_one(tmp_path, scenario.format(then="it is day 2"))
    assert result.outcome == "passed", result.message
    failed = run_one(tmp_path, scenario.format(then="it is day 3"))
    assert failed.outcome == "failed" and failed.details is not None
    assert "sundown of day 1 had no decision: the game stopped at its end" in failed.details.notes


GENERIC_REFUSAL = """
    Given the phase is High Noon
    When Player1 tries to choose "pat the dog"
    Then the play is refused by rule "decision.option"
    And Player1 is asked to "Select an action"
"""


def test_a_generic_refusal_fails_unless_the_scenario_is_about_it(tmp_path: Path) -> None:
    """The engine names a rules section for every play (C1): a scenario that asserts the
    generic decision.option refusal must say, by its tag, that it proves exactly that."""
    result = run_one(tmp_path, "  Scenario: Generic" + GENERIC_REFUSAL)
    assert result.outcome == "failed"
    assert "refused by the generic rule decision.option, not by a rules section" in result.message
    (tmp_path / "tagged").mkdir()
    tagged = run_one(tmp_path / "tagged", "  @rule:decision.option\n  Scenario: Generic" + GENERIC_REFUSAL)
    assert tagged.outcome == "passed", tagged.message


@pytest.mark.parametrize(
    ("card", "state", "outcome"),
    [
        ("Pancho Castillo", "not in play", "failed"),
        ("War Paint", "not in play", "passed"),
        ("War Paint", "not in Player1's discard pile", "passed"),
        ("War Paint", "not in Player1's hand", "failed"),
    ],
)
def test_negative_card_states_can_fail(tmp_path: Path, card: str, state: str, outcome: str) -> None:
    """`"X" is not in <pile>` and `"X" is not in play` fail when the card is there."""
    result = run_one(tmp_path, "  Scenario: Where it is" + DUDE_AT_HOME + f'    Then "{card}" is {state}\n')
    assert result.outcome == outcome, result.message
    if outcome == "failed":
        assert "and should not be" in result.message


def test_an_unknown_card_state_lists_the_states(tmp_path: Path) -> None:
    result = run_one(tmp_path, "  Scenario: Typo" + DUDE_AT_HOME + '    Then "Pancho Castillo" is bootd\n')
    assert result.outcome == "failed"
    assert "Unknown state 'bootd'" in result.message
    assert "Did you mean 'booted'?" in result.message
