"""`gomorra new card`: skeletons that follow the printed text and cannot pass unfinished."""

from __future__ import annotations

import ast
from pathlib import Path

from click.testing import CliRunner

from cards import card_db
from cards.scripts import module_name, pack_folder
from harness.cli import main
from harness.scaffold import class_name, scaffold


def test_names_follow_the_project_conventions() -> None:
    assert module_name("B&B Attorneys") == "b_and_b_attorneys"
    assert module_name("Bottom Dealin'") == "bottom_dealin"
    assert module_name("Rémy LaPointe") == "remy_lapointe"
    assert module_name("Pearl-Handled Revolver") == "pearl_handled_revolver"
    assert module_name("1st Baptist Church") == "first_baptist_church"
    assert class_name("Pearl-Handled Revolver") == "PearlHandledRevolver"
    assert pack_folder("DTR") == "dtr"
    assert pack_folder("2T2D") == "pack_2t2d"


def test_every_existing_script_sits_where_the_scaffold_would_put_it() -> None:
    """The scaffold's paths are the project's: each scripted card's module is named so."""
    from cards.scripts import script_classes

    for script in script_classes():
        card = card_db().by_code(script.code)
        assert script.__module__ == f"cards.{pack_folder(card.pack)}.{module_name(card.title)}"


def test_one_declaration_and_one_scenario_per_printed_ability() -> None:
    casino = scaffold(card_db().find("The Union Casino"))
    assert casino.script == Path("cards/dtr/the_union_casino.py")
    assert casino.feature == Path("features/cards/dtr/the_union_casino.feature")
    tree = ast.parse(casino.script_text)
    [script] = [node for node in tree.body if isinstance(node, ast.ClassDef)]
    assert script.name == "TheUnionCasino"
    calls = [
        node.func.attr
        for node in ast.walk(script)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
    ]
    assert calls.count("action") == 1
    assert "boot_self" in calls  # "Controller Noon, Boot:"
    assert "controller=True" in casino.script_text
    assert casino.feature_text.startswith("@card:01074\nFeature: The Union Casino\n")
    assert casino.feature_text.count("  Scenario:") == 1


def test_a_job_is_declared_as_a_job() -> None:
    kinds = scaffold(card_db().find("Kidnappin'")).script_text
    assert "self.job(" in kinds


def test_unfinished_skeletons_cannot_pass() -> None:
    hired_help = scaffold(card_db().find("Hired Help"))
    assert (
        'raise NotImplementedError("shootout_1: write what the printed text does")' in hired_help.script_text
    )
    assert '"Player1 uses ... (replace with the exact log line)"' in hired_help.feature_text


def test_the_command_writes_both_files_and_refuses_what_it_should(tmp_path: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(main, ["new", "card", "Hired Help", "--root", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "cards/ntnr/hired_help.py").is_file()
    assert (tmp_path / "cards/ntnr/__init__.py").is_file()
    assert (tmp_path / "features/cards/ntnr/hired_help.feature").is_file()
    again = runner.invoke(main, ["new", "card", "Hired Help", "--root", str(tmp_path)])
    assert again.exit_code != 0 and "already exists" in again.output
    scripted = runner.invoke(main, ["new", "card", "Shotgun", "--root", str(tmp_path)])
    assert "already scripted by cards.dtr.shotgun" in scripted.output
    vanilla = runner.invoke(main, ["new", "card", "Olivia Jenks", "--root", str(tmp_path)])
    assert "prints no ability" in vanilla.output
    unknown = runner.invoke(main, ["new", "card", "Hired Halp", "--root", str(tmp_path)])
    assert "Did you mean" in unknown.output and "Hired Help" in unknown.output


def test_every_card_with_an_ability_gets_a_script_that_compiles() -> None:
    """Printed texts hold quotes, backslashes and odd punctuation: none may break the file."""
    from harness.rules_coverage.printed import printed_abilities

    cards = [card for card in card_db().all() if printed_abilities(card.text_html)]
    for card in cards:
        compile(scaffold(card).script_text, f"{card.code}.py", "exec")
    assert len(cards) > 1000


def test_a_skeleton_is_ruff_clean(tmp_path: Path) -> None:
    import subprocess
    import sys

    for name in ("Jonah Essex", "Kidnappin'", "The Union Casino", "Soul Blast"):
        files = scaffold(card_db().find(name))
        (tmp_path / files.script.name).write_text(files.script_text, encoding="utf-8")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "ruff",
            "check",
            "--isolated",
            "--line-length",
            "110",
            "--select",
            "E,F,I",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
