"""`When the game advances to <phase>` never crosses a day the step does not name
(issue 21: Gamblin' → Upkeep once skipped a whole day, showing only as wrong ghost
rock), notes what it answered, and a phase with nobody to decide is not an error."""

from __future__ import annotations

from pathlib import Path

from harness.verify import ScenarioResult, verify

FEATURE = """Feature: Advancing through the day
  Scenario: Advancing
    Given the phase is {phase}
    And Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When the game advances to {target}
    Then {then}
"""


def run(tmp_path: Path, phase: str, target: str, then: str) -> ScenarioResult:
    feature = tmp_path / "advance.feature"
    feature.write_text(FEATURE.format(phase=phase, target=target, then=then), encoding="utf-8")
    [result] = [s for f in verify([feature]).features for s in f.scenarios]
    return result


def test_a_phase_already_over_today_is_refused_naming_the_step_for_tomorrow(tmp_path: Path) -> None:
    result = run(tmp_path, "Sundown", "High Noon", "it is day 2")
    assert result.outcome == "failed"
    assert "High Noon of day 1 is under way or over (it is sundown of day 1)" in result.message
    assert "write 'the game advances to the High Noon phase of day 2'" in result.message


def test_the_step_that_names_the_day_crosses_it(tmp_path: Path) -> None:
    result = run(tmp_path, "Sundown", "the High Noon phase of day 2", "it is day 2")
    assert result.outcome == "passed", result.message


def test_a_later_phase_today_stays_today(tmp_path: Path) -> None:
    result = run(tmp_path, "High Noon", "Sundown", "it is day 2")
    assert result.outcome == "failed"  # Sundown of day 1, not of day 2
    assert run(tmp_path, "High Noon", "Sundown", "it is day 1").outcome == "passed"


def test_what_the_advance_answered_is_shown_with_a_failure(tmp_path: Path) -> None:
    result = run(tmp_path, "High Noon", "Sundown", "it is day 3")
    assert result.details is not None
    assert any(
        "advancing to sundown: Player1 answers 'pass' (high noon of day 1)" in n for n in result.details.notes
    )
    assert "Done by the steps on your behalf:" in result.details.render()


def test_gamblin_to_upkeep_stays_in_the_same_day(tmp_path: Path) -> None:
    result = run(tmp_path, "Gamblin'", "Upkeep", "it is day 2")
    assert result.outcome == "failed" and "day" in result.message
    assert run(tmp_path, "Gamblin'", "Upkeep", "it is day 1").outcome == "passed"
