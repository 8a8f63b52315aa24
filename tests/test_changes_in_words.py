"""Changes read as words (issue 21): a failure's "Changed since the start", "Then nothing
else changed" and the report's "What changed" say `Player1's Jake Smiley: unbooted →
booted` and `Player1's Boot Hill: + X`, never YAML keys, `False → True`, `None` or one
line per stacked deck card; a card's place reads `in Player1's Boot Hill`, never a tuple."""

from __future__ import annotations

from pathlib import Path

from harness.board_diff import differences
from harness.verify import verify

BEFORE = {
    "players": [
        {"name": "Player1", "deck": ["A", "B", "C", "D"], "hand": ["Reserves"], "boot_hill": []},
    ],
    "shootout": {"leader": None},
}
AFTER = {
    "players": [
        {
            "name": "Player1",
            "deck": ["D"],
            "hand": [],
            "boot_hill": ["Jake Smiley"],
            "dudes": [{"card": "Pancho Castillo", "booted": True, "entered_this_phase": True}],
        },
    ],
    "shootout": {"leader": "Pancho Castillo"},
}


def test_changes_are_words() -> None:
    before = {**BEFORE, "players": [{**BEFORE["players"][0], "dudes": [{"card": "Pancho Castillo"}]}]}
    lines = differences(before, AFTER)
    assert "Player1's Pancho Castillo: unbooted → booted" in lines
    assert "Player1's Pancho Castillo's entered this phase: no → yes" in lines
    assert "Player1's Boot Hill: + Jake Smiley" in lines
    assert "Player1's hand: - Reserves" in lines
    assert "the shootout's leader: none → Pancho Castillo" in lines
    assert "Player1's deck: 4 → 1 cards" in lines
    text = "\n".join(lines)
    for python in ("True", "False", "None", " > ", "boot_hill", "('"):
        assert python not in text


FEATURE = """Feature: Where a card is
  Scenario: One
    Given the phase is High Noon
    And Player1's hand is "Shotgun"
    Then "Shotgun" is in Player1's Boot Hill
"""


def test_a_card_in_the_wrong_pile_is_named_in_words(tmp_path: Path) -> None:
    feature = tmp_path / "where.feature"
    feature.write_text(FEATURE, encoding="utf-8")
    [result] = [s for f in verify([feature]).features for s in f.scenarios]
    assert "Where Shotgun is: expected in Player1's Boot Hill, but it is in Player1's hand" in result.message
