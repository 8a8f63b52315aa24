"""Messages a rules expert can act on (issue 21): each bad feature file in
tests/user_messages/ is reported at the line to fix, in words, with the fix — by lint
and, where the scenario runs, by verify. Each expectation failed before the change."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from harness.lint import lint
from harness.verify import verify

CASES = Path(__file__).parent / "user_messages"

EXPECTED = {
    # A wrong key by meaning, at the key's own line (not its mapping's, line 10).
    "a_key": (11, "unknown key 'dude'. Did you mean 'card'? (a dude entry is `card:`"),
    # A YAML syntax error in words, at the line where the list opens.
    "b_yaml": (8, "a list opened with '[' on this line is not closed with ']'"),
    # An outline without Examples says so, not "unknown location '<from>'".
    "c_outline": (2, "this Scenario Outline has no Examples: add 'Examples:'"),
    # A card name left unquoted next to a quoted one gets the quoting hint.
    "d_unquoted": (7, """Card names are quoted: write 'Player1 moves "Pancho Castillo" to "Town Square"'"""),
    # "Player 2" gets "did you mean Player2".
    "e_player": (7, "Did you mean Player2?"),
    # Steps above the first Scenario (a forgotten Background:) are flagged.
    "f_background": (2, "put 'Background:' above the steps every scenario shares"),
}


def _copy(tmp_path: Path, name: str) -> Path:
    feature = tmp_path / f"{name}.feature"
    shutil.copy(CASES / f"{name}.feature.txt", feature)
    return feature


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_lint_names_the_line_and_the_fix(tmp_path: Path, name: str) -> None:
    line, words = EXPECTED[name]
    found = lint([_copy(tmp_path, name)])
    assert [p.line for p in found] == [line], [str(p) for p in found]
    assert words in found[0].message
    assert "<from>" not in found[0].message


def test_verify_says_an_outline_has_no_examples(tmp_path: Path) -> None:
    [result] = [s for f in verify([_copy(tmp_path, "c_outline")]).features for s in f.scenarios]
    assert result.outcome == "failed"
    assert "this Scenario Outline has no Examples" in result.message
    assert "unknown location" not in result.message
