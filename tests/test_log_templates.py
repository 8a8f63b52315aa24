"""Vacuous negative log checks (harness/log_templates.py): `the log does not contain "X"`
where no message the engine or a card script writes can contain X passes whatever the
card does; `gomorra lint` flags it and names the nearest message the engine writes."""

from __future__ import annotations

import re
from pathlib import Path

from harness.lint import lint
from harness.log_templates import nearest, possible, templates

ROOT = Path(__file__).resolve().parents[1]

FEATURE = """Feature: Moving
  Scenario: Pancho walks
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 moves "Pancho Castillo" to "Town Square"
    Then "Pancho Castillo" is unbooted
    And the log does not contain "{absent}"
"""


def lint_negative(tmp_path: Path, absent: str) -> list[str]:
    feature = tmp_path / "moving.feature"
    feature.write_text(FEATURE.format(absent=absent), encoding="utf-8")
    return [str(p).replace(str(tmp_path) + "/", "") for p in lint([feature])]


def test_a_negative_check_of_a_message_the_engine_never_writes_is_flagged(tmp_path: Path) -> None:
    """The engine says "Player1 moves Pancho Castillo to Town Square": "walks" is in no
    message, so the step would pass even if Pancho did walk."""
    [problem] = lint_negative(tmp_path, "Player1 walks Pancho Castillo to Town Square")
    assert problem.startswith(
        "moving.feature:9: \"the log does not contain 'Player1 walks Pancho Castillo to Town Square'\" is "
        "vacuous: no message the engine or a card script writes can contain it, so it passes whatever "
        "happens; the nearest message is '… moves … to …' ("
    )


def test_a_negative_check_of_a_real_message_is_not_flagged(tmp_path: Path) -> None:
    assert lint_negative(tmp_path, "Player2 moves Pancho Castillo to Town Square") == []
    assert lint_negative(tmp_path, "moves Pancho") == []  # a part of a real message


def test_fields_render_names_and_phrases_of_the_code_not_any_wording() -> None:
    assert possible("Player1 builds Circle M Ranch on the right of their street for 3 ghost rock")
    assert possible("Player1's Pancho Castillo gains 1 bounty for breakin' and enterin' Player2's home")
    assert not possible("Player1 gains 2 ghost rock from the bank")
    assert str(nearest("Player1 gains 2 ghost rock from the bank")) == "… gains 2 ghost rock from …"


def test_every_positive_log_check_of_the_bundled_features_is_a_possible_message() -> None:
    """The model's false alarms: a line a scenario sees the engine write must be possible."""
    step = re.compile(r'^\s*(?:Then|And|But)\s+(?:the log contains|the last log line is) "(?P<text>.*)"\s*$')
    seen = [
        match["text"]
        for path in sorted((ROOT / "features").rglob("*.feature"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if (match := step.match(line)) and "<" not in match["text"]
    ]
    assert len(seen) > 500 and len(templates()) > 500
    assert [text for text in seen if not possible(text)] == []
