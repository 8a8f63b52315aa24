"""`gomorra rules` lists every rule id; a refusal step naming no rule is caught by lint
(did you mean) and at run time; a refusal reads as prose and its rule, never a repr."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from engine.decisions import Refusal
from engine.rules import RULES, rule
from harness.cli import main
from harness.lint import lint
from harness.verify import verify

FEATURE = """Feature: Moving a booted dude
  Scenario: A booted dude cannot move
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at   | booted |
      | Pancho Castillo | home | yes    |
    When Player1 tries to move "Pancho Castillo" to "Town Square"
    Then {then}
"""


def test_gomorra_rules_lists_every_rule_with_its_section_heading() -> None:
    result = CliRunner().invoke(main, ["rules", "--json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.output)
    assert [r["id"] for r in rows] == list(RULES)
    moving = next(r for r in rows if r["id"] == "move.unbooted")
    assert moving["heading"] == "4.2 Moving"
    assert "unbooted" in moving["meaning"]


def test_gomorra_rules_filters_by_words() -> None:
    result = CliRunner(env={"COLUMNS": "200"}).invoke(main, ["rules", "headline"])
    assert result.exit_code == 0, result.output
    assert "keyword.headline" in result.output and "1 rules" in result.output
    missing = CliRunner().invoke(main, ["rules", "no-such-words"])
    assert missing.exit_code != 0 and "gomorra rules" in missing.output


def test_lint_refuses_an_unknown_rule_id_naming_the_nearest(tmp_path: Path) -> None:
    feature = tmp_path / "moving.feature"
    feature.write_text(FEATURE.format(then='the play is refused by rule "move.unboted"'), encoding="utf-8")
    found = [str(p).replace(str(tmp_path) + "/", "") for p in lint([feature])]
    assert found == [
        "moving.feature:8: Unknown rule id 'move.unboted'. Did you mean 'move.unbooted'? "
        "`gomorra rules` lists every rule id."
    ]


def test_the_scenario_fails_on_an_unknown_rule_id_and_passes_on_the_right_one(tmp_path: Path) -> None:
    feature = tmp_path / "moving.feature"
    feature.write_text(FEATURE.format(then='the play is refused by rule "move.unboted"'), encoding="utf-8")
    assert not verify([feature]).ok
    feature.write_text(FEATURE.format(then='the play is refused by rule "move.unbooted"'), encoding="utf-8")
    assert verify([feature]).ok


def test_a_refusal_reads_as_its_reason_and_rule() -> None:
    text = str(Refusal(rule("move.unbooted"), "Pancho Castillo is booted"))
    assert text == (
        "Pancho Castillo is booted — rule move.unbooted "
        "(§4.2 a standard move needs an unbooted dude during High Noon)"
    )
    assert "Refusal(" not in text and "Rule(" not in text
