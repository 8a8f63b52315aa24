"""A round has a winner only once it is decided (§5.7): "Player1 wins the round" asked
before the hands are compared says the round is not decided yet and who is asked what,
never "nobody (an exact tie)"."""

from __future__ import annotations

from pathlib import Path

from harness.verify import verify

FEATURE = """Feature: Asking for the round's winner too early
  Scenario: The round is not played yet
    Given the phase is High Noon
    And Player1's hand is "Sun in Yer Eyes"
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    Then {then}
"""


def message(tmp_path: Path, then: str) -> str:
    feature = tmp_path / "early.feature"
    feature.write_text(FEATURE.format(then=then), encoding="utf-8")
    report = verify([feature])
    [result] = [s for f in report.features for s in f.scenarios]
    assert result.outcome == "failed"
    return result.message


def test_the_winner_of_a_round_not_yet_decided_is_not_a_tie(tmp_path: Path) -> None:
    text = message(tmp_path, "Player1 wins the round")
    assert "Round 1 is not decided yet: Player1 is asked to" in text
    assert "exact tie" not in text


def test_an_undecided_round_is_not_an_exact_tie_either(tmp_path: Path) -> None:
    assert "Round 1 is not decided yet" in message(tmp_path, "the round is an exact tie")
