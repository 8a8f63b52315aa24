"""The rulings FAQ (docs/rulings.md): read strictly, every tag names an entry, every entry
is proven by a tagged scenario, and a card shows its rulings beside their proofs."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from harness.cli import main
from harness.integrity import feature_problems
from harness.lint import lint
from harness.rulings import read_rulings, ruling_problems

ROOT = Path(__file__).resolve().parents[1]

RULINGS = """# Rulings

Prose before the first section is ignored.

## Buffalo Rifle (01097)

### buffalo-rifle-only-when-adjacent
**Question.** May a rifleman at the leader's location join without moving?
**Reading.** Only when adjacent to the mark;
otherwise he joins like anyone.
**Basis.** Printed "if this dude is adjacent"; digest §5.2.
"""

FEATURE = """@card:01097
Feature: Buffalo Rifle

  @ruling:{tag}
  Scenario: A dude walks
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 moves "Pancho Castillo" to "Town Square"
    Then "Pancho Castillo" is booted
"""


def project(tmp_path: Path, tag: str, rulings: str = RULINGS) -> Path:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "rulings.md").write_text(rulings, encoding="utf-8")
    (tmp_path / "features").mkdir()
    feature = tmp_path / "features" / "rifle.feature"
    feature.write_text(FEATURE.format(tag=tag), encoding="utf-8")
    return feature


def test_an_entry_is_read_with_its_card_and_its_three_paragraphs(tmp_path: Path) -> None:
    project(tmp_path, "buffalo-rifle-only-when-adjacent")
    [ruling], problems = read_rulings(tmp_path / "docs" / "rulings.md")
    assert problems == []
    assert (ruling.id, ruling.title, ruling.code, ruling.line) == (
        "buffalo-rifle-only-when-adjacent",
        "Buffalo Rifle",
        "01097",
        7,
    )
    assert ruling.reading == "Only when adjacent to the mark; otherwise he joins like anyone."
    assert ruling.basis.startswith("Printed")


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("## Buffalo Rifle\n### a-b\n", "docs/rulings.md:1: a section heading is"),
        ("## Buffalo Rifle (01097)\n### Not An Id\n", "docs/rulings.md:2: ruling id 'Not An Id'"),
        ("### orphan\n", "docs/rulings.md:1: a ruling stands under"),
        (
            "## Buffalo Rifle (01097)\n### a-b\n**Question.** q\n**Reading.** r\n",
            "docs/rulings.md:2: ruling 'a-b' has no **Basis.** paragraph",
        ),
    ],
)
def test_a_malformed_rulings_file_is_refused_at_its_line(tmp_path: Path, text: str, problem: str) -> None:
    (tmp_path / "docs").mkdir()
    path = tmp_path / "docs" / "rulings.md"
    path.write_text(text, encoding="utf-8")
    found = [str(p).replace(str(tmp_path) + "/", "") for p in read_rulings(path)[1]]
    assert any(p.startswith(problem) for p in found), found


def test_a_tag_naming_no_ruling_fails_lint_with_the_nearest_id(tmp_path: Path) -> None:
    feature = project(tmp_path, "buffalo-rifle-only-if-adjacent")
    found = [str(p) for p in feature_problems([feature])]
    assert found == [
        f"{feature}:4: unknown ruling id in @ruling:buffalo-rifle-only-if-adjacent. "
        "Did you mean '@ruling:buffalo-rifle-only-when-adjacent'?"
    ]
    assert any("unknown ruling id" in str(p) for p in lint([feature]))


def test_a_ruling_no_scenario_proves_is_a_project_problem(tmp_path: Path) -> None:
    project(tmp_path, "buffalo-rifle-only-when-adjacent")
    assert ruling_problems(tmp_path, [tmp_path / "features"]) == []
    (tmp_path / "features" / "rifle.feature").write_text(FEATURE.format(tag="other"), encoding="utf-8")
    [problem] = ruling_problems(tmp_path, [tmp_path / "features"])
    assert str(problem).endswith(
        "docs/rulings.md:7: ruling 'buffalo-rifle-only-when-adjacent' is proven by no scenario: "
        "tag one `@ruling:buffalo-rifle-only-when-adjacent`"
    )


def test_a_section_whose_code_is_another_card_is_refused(tmp_path: Path) -> None:
    project(tmp_path, "buffalo-rifle-only-when-adjacent", RULINGS.replace("01097", "01098"))
    [problem] = ruling_problems(tmp_path, [tmp_path / "features"])
    assert "01098 is " in str(problem) and "not Buffalo Rifle" in str(problem)


def test_gomorra_cards_shows_a_cards_rulings_beside_their_proofs(tmp_path: Path) -> None:
    project(tmp_path, "buffalo-rifle-only-when-adjacent")
    cwd = Path.cwd()
    os.chdir(tmp_path)
    try:
        result = CliRunner(env={"COLUMNS": "240"}).invoke(main, ["cards", "Buffalo Rifle (Base Set)"])
    finally:
        os.chdir(cwd)
    assert result.exit_code == 0, result.output
    assert "buffalo-rifle-only-when-adjacent" in result.output
    assert "features/rifle.feature:4" in result.output
    assert "digest §5.2" in result.output


def test_the_bundled_rulings_are_well_formed_and_each_is_proven() -> None:
    assert [str(p) for p in ruling_problems(ROOT, [ROOT / "features"])] == []
