"""A game finds a card's script by importing only that card's modules (`find_script`):
it must give the whole registry's answer for every printing, and a script kept where the
lookup cannot find it must be refused with the fix."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cards.database import card_db
from cards.scripts import _scripts_of, find_script, script_lookup, script_registry

ROOT = Path(__file__).resolve().parent.parent


def test_every_printing_finds_the_script_the_whole_registry_gives() -> None:
    registry = script_registry()
    wrong = [
        (data.code, data.title, find_script(data.code), registry.get(data.code))
        for data in card_db().all()
        if find_script(data.code) is not registry.get(data.code)
    ]
    assert not wrong
    assert find_script("no such code") is None
    assert script_lookup().get("no such code") is None


def test_a_script_not_in_the_module_named_after_its_card_is_refused_with_the_fix(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shotgun = card_db().find("Shotgun")
    (tmp_path / "my_gun.py").write_text(
        textwrap.dedent(
            f"""
            from engine.dsl import CardScript

            class MyShotgun(CardScript):
                code = "{shotgun.code}"
            """
        ),
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(
        TypeError, match=r"my_gun\.MyShotgun scripts card .*move it to a module named shotgun\.py"
    ):
        _scripts_of("my_gun")


def test_a_one_feature_run_imports_only_the_scripts_of_its_cards() -> None:
    """The contributor's loop: verifying one feature does not import the whole pool."""
    program = textwrap.dedent(
        """
        import os, sys
        os.environ["GOMORRA_BATCHES_IN_PROCESS"] = "1"
        from harness.cli import main
        try:
            main(["verify", "features/rules/shootout/posse.feature"])
        except SystemExit:
            pass
        scripts = [m for m in sys.modules if m.startswith("cards.") and m.count(".") == 2]
        print("SCRIPTS", len(scripts))
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    counted = [line for line in done.stdout.splitlines() if line.startswith("SCRIPTS ")]
    assert counted, done.stdout + done.stderr
    assert "8 passed" in done.stdout
    assert int(counted[0].split()[1]) < 60, "a one-feature run imported most of the card scripts"
