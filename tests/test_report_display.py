"""The scenario report's small display bugs (issue 21): an outline row points at its
Examples row, the first When step's log lines are not greyed as earlier, round 1's
casualties are drawn in round 1, a stacked deck's cards do not fill "What changed", and
a card page says when its proof strength was measured. Each failed before the fix."""

from __future__ import annotations

import re
from pathlib import Path

from harness.rules_coverage.strength import Strength
from harness.verify import verify

FEATURE = """Feature: Report display

  Scenario: Round 1's casualties
    Given the board "main street"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player2 is asked to "Select a casualty"

  Scenario Outline: A move
    Given the board "main street"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 moves "Pancho Castillo" to "<to>"
    Then "Pancho Castillo" is at "<to>"

    Examples:
      | to               |
      | Town Square      |
      | Telegraph Office |
"""


def page(tmp_path: Path) -> str:
    (tmp_path / "scenarios" / "boards").mkdir(parents=True)
    root = Path(__file__).resolve().parents[1]
    for board in (root / "scenarios" / "boards").glob("*.yaml"):
        (tmp_path / "scenarios" / "boards" / board.name).write_text(board.read_text("utf-8"), "utf-8")
    feature = tmp_path / "display.feature"
    feature.write_text(FEATURE, encoding="utf-8")
    folder = tmp_path / "report"
    report = verify([feature], extra_args=["--scenario-report", str(folder)])
    assert all(s.outcome == "passed" for f in report.features for s in f.scenarios)
    [html] = list(folder.glob("feature-*.html"))
    return html.read_text(encoding="utf-8")


def test_the_report_shows_what_happened_when(tmp_path: Path) -> None:
    text = page(tmp_path)
    # Each outline row at its own Examples row (lines 27 and 28), not the outline's (line 17).
    assert "display.feature:27<" in text and "display.feature:28<" in text
    assert "display.feature:17<" not in text
    # The first When step's log line is the When steps' own, not greyed as earlier.
    first = re.search(r'<li class="(\w+)">Player1&#39;s Clint Ramsey calls out Clyde Owens</li>', text)
    assert first is not None and first[1] == "now", first
    # Round 1's casualties are drawn in round 1.
    assert "shootout, round 1" in text and "shootout, round 2" not in text
    # The stacked deck's cards are one line by count, not one line each.
    changed = text[text.index("What changed on the board") :]
    assert "Player1&#39;s deck: 5 → 0 cards" in changed
    assert "Lucinda" not in changed.split("</ul>")[0]


def test_a_measured_strength_carries_its_date() -> None:
    result = Strength("01035", [], [], 1.0, "2026-11-27 05:58 UTC")
    assert result.to_json()["measured"] == "2026-11-27 05:58 UTC"
