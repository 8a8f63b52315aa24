"""Draw hands by their faces (issue 21): a stud's stacked hand never runs out, a second
dudes table that drops a dude says so when a step names it, and a failure shows each
draw hand by face with the card's title. The scenarios that prove the stacking itself
are in features/rules/shootout/stacked_hands.feature."""

from __future__ import annotations

from pathlib import Path

from harness.stacking import STAND_INS, faces, with_stand_ins
from harness.verify import ScenarioResult, verify

BACKGROUND = """Feature: Stacked hands
  Background:
    Given the board "main street"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player2's next draw hand is "2H 3D 5C 9S QS"

  Scenario: One
{steps}
"""


def run(tmp_path: Path, steps: str) -> ScenarioResult:
    feature = tmp_path / "stacked.feature"
    feature.write_text(BACKGROUND.format(steps=steps), encoding="utf-8")
    [result] = [s for f in verify([feature]).features for s in f.scenarios]
    return result


def test_a_second_dudes_table_that_drops_a_dude_says_so(tmp_path: Path) -> None:
    result = run(
        tmp_path,
        """    Given Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    Then Player2 is asked to "Select a dude"
""",
    )
    assert result.outcome == "failed"
    assert "a later 'Player1 has these dudes:' table replaced the one that listed it" in result.message


def test_a_failure_shows_draw_hands_by_face_and_title(tmp_path: Path) -> None:
    result = run(
        tmp_path,
        """    Given Player1's deck starts with "KS KH 9D 4C 6C KC 7C"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player1's draw hand is "KS KH 9D 4C 6C"
""",
    )
    assert result.outcome == "failed" and result.details is not None
    text = result.details.render()
    assert "Draw hands:" in text
    assert "Player1: KS (" in text and "4C (Ambush)" in text
    assert "discard Ambush (4C)" in result.details.pending


def test_a_pull_stacked_after_the_draw_hand_is_named_as_the_cause(tmp_path: Path) -> None:
    result = run(
        tmp_path,
        """    Given Player1's next draw hand is "AS AC 8S 8C JD"
    And Player1's next pull is "7H"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player1 wins the round
""",
    )
    assert result.outcome == "failed"
    assert "not just the stacked hand AS AC 8S 8C JD" in result.message
    assert "write a pull that comes after the draw above the draw hand's step" in result.message


def test_stand_ins_go_below_the_first_hand_or_at_the_bottom() -> None:
    deck = ["A", "B", "C", "D", "E", "F", "G"]
    between, added = with_stand_ins(deck, 2, below=2)
    assert between[:5] == deck[:5] and between[-2:] == ["F", "G"] and len(between) == 9
    assert added == " ".join(STAND_INS.split()[:2])
    bottom, _ = with_stand_ins(deck, 9, below=None)
    assert bottom[:7] == deck and len(bottom) == 16
    assert len(faces(STAND_INS)) == 8
