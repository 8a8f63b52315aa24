"""Proof strength: mutants of a card script (harness/rules_coverage/strength.py), the report
reports/strength.json they give, and the ledger reading it."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from cards.scripts import script_registry
from harness.cli import main
from harness.rules_coverage.gate import check
from harness.rules_coverage.ledger import build_ledger, read_strength
from harness.rules_coverage.reports import markdown
from harness.rules_coverage.site import write_site
from harness.rules_coverage.strength import (
    NotProven,
    Strength,
    changed_scripts,
    installed,
    measure,
    measure_all,
    merge_report,
    mutants,
    scenarios_pass,
)

STRENGTH = {
    "01035": {"mutants": 4, "killed": 4, "survivors": []},
    "01119": {"mutants": 6, "killed": 3, "survivors": ["pistol_whip.py:20 bullets -1 → 0"]},
}


def test_strength_is_mutants_killed_over_mutants_made(tmp_path: Path) -> None:
    path = tmp_path / "strength.json"
    path.write_text(json.dumps(STRENGTH), encoding="utf-8")
    ledger = build_ledger([], strength=read_strength(path))
    assert ledger.strength_percent == 70.0
    assert next(c for c in ledger.cards if c.code == "01119").strength == STRENGTH["01119"]
    assert check(ledger, {"strength": 70.0}) == []
    [failure] = check(ledger, {"strength": 80.0})
    assert failure.startswith("strength: 70.00% proven, under the required 80.00%; weakest cards: 01119 (3/6")


def test_a_strength_threshold_without_a_strength_report_fails(tmp_path: Path) -> None:
    ledger = build_ledger([], strength=read_strength(tmp_path / "strength.json"))
    assert ledger.strength_percent is None
    assert check(ledger, {"strength": 50.0}) == [
        "strength: no reports/strength.json to measure against 50.00%"
    ]


def test_the_card_page_lists_surviving_mutants(tmp_path: Path) -> None:
    write_site(build_ledger([], strength=STRENGTH), tmp_path)
    page = (tmp_path / "card-01119.html").read_text(encoding="utf-8")
    assert "Mutants killed: 3/6" in page
    assert "pistol_whip.py:20 bullets -1 → 0" in page


def test_the_markdown_lists_each_cards_kill_rate_weakest_first() -> None:
    text = markdown(build_ledger([], strength=STRENGTH))
    assert (
        "- 01119 Pistol Whip: 3/6\n  - survives: `pistol_whip.py:20 bullets -1 → 0`\n- 01035 Allie Hensman: 4/4"
        in text
    )


def test_a_malformed_strength_report_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "strength.json"
    path.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(ValueError, match=r"strength\.json: expected an object"):
        read_strength(path)


# -- measuring it: harness/rules_coverage/strength.py ---------------------------------------
ROOT = Path(__file__).resolve().parents[1]
ALLIE_SCRIPT = ROOT / "cards" / "dtr" / "allie_hensman.py"
ALLIE_LOG = '''    And the log contains in order:
      """
      Player1 uses Allie Hensman
      Player1 gives Allie Hensman a permanent control point
      """
'''


def test_the_mutants_of_a_script_each_change_one_thing_and_name_their_line() -> None:
    assert [str(m) for m in mutants(ALLIE_SCRIPT, ROOT)] == [
        "cards/dtr/allie_hensman.py:14 call dropped: `self.action(play_type='noon', "
        "cost=ability.costs.boot_sel...`",
        "cards/dtr/allie_hensman.py:14 requirement lifted: `cost=` dropped from `self.action(play_type='noon', "
        "cost=ability.costs.boot_sel...`",
        "cards/dtr/allie_hensman.py:14 setting changed: `play_type='noon'` → `play_type='shootout'`",
        "cards/dtr/allie_hensman.py:23 condition flipped: `self.card.in_town_square` → "
        "`not self.card.in_town_square`",
        "cards/dtr/allie_hensman.py:24 call dropped: `self.game.actions.add_control_point(self.card)`",
        "cards/dtr/allie_hensman.py:25 call dropped: `self.game.log.add('{0} gives {1} a permanent "
        "control poin...`",
    ]


def test_constants_targets_and_comparisons_are_mutated(tmp_path: Path) -> None:
    script = tmp_path / "demo.py"
    script.write_text(
        "def f(card, context):\n"
        "    x = Target(prompt='Select a dude', condition=wanted, controller='current')\n"
        "    return card.bullets >= 2 and card is not None\n",
        encoding="utf-8",
    )
    assert [m.change for m in mutants(script)] == [
        "target widened: `condition=` dropped from `Target(prompt='Select a dude', condition=wanted, controll...`",
        "target widened: `controller=` dropped from `Target(prompt='Select a dude', condition=wanted, controll...`",
        "condition flipped: `card.bullets >= 2 and card is not None` → `card.bullets >= 2 or card is not None`",
        "clause dropped: `card.bullets >= 2` from `card.bullets >= 2 and card is not None`",
        "condition flipped: `card.bullets >= 2` → `card.bullets < 2`",
        "boundary shifted: `card.bullets >= 2` → `card.bullets > 2`",
        "direction dropped: `card.bullets >= 2` → `card.bullets == 2`",
        "condition flipped: `card is not None` → `card is None`",
        "constant 2 → 3",
        "constant 2 → 1",
    ]


def test_a_mutant_serves_the_card_only_while_installed_and_the_file_is_untouched() -> None:
    before = ALLIE_SCRIPT.read_bytes()
    original = script_registry()["01035"]
    [dropped] = [m for m in mutants(ALLIE_SCRIPT, ROOT) if m.line == 24]
    with installed(ALLIE_SCRIPT, "01035", dropped.tree):
        assert script_registry()["01035"] is not original
        assert not scenarios_pass("01035", [ROOT / "features/cards/dtr/allie_hensman.feature"], ["01035"])
    assert script_registry()["01035"] is original
    assert ALLIE_SCRIPT.read_bytes() == before


@pytest.mark.slow
def test_weakening_an_assertion_lowers_the_strength_and_names_the_surviving_mutant(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Allie's full feature kills every mutant; without its log assertion, dropping the
    log line goes unnoticed, and `gomorra coverage --strength` says so."""
    shutil.copytree(ROOT / "features" / "cards" / "dtr", tmp_path / "features")
    strong = measure("01035", ALLIE_SCRIPT, tmp_path / "features", root=ROOT)
    assert (len(strong.mutants), strong.killed, strong.survivors) == (6, 6, [])
    feature = tmp_path / "features" / "allie_hensman.feature"
    text = feature.read_text(encoding="utf-8")
    assert ALLIE_LOG in text
    feature.write_text(text.replace(ALLIE_LOG, '    And the log contains "Player1 uses Allie Hensman"\n'))
    monkeypatch.chdir(ROOT)
    reports = tmp_path / "reports"
    result = CliRunner().invoke(
        main, ["coverage", "--strength", "01035", "--reports", str(reports), str(tmp_path / "features")]
    )
    assert result.exit_code == 0, result.output
    assert "01035 Allie Hensman: 5/6 mutants killed" in result.output
    assert (
        "survives (no scenario notices): cards/dtr/allie_hensman.py:25 call dropped: `self.game.log.add("
        in result.output
    )
    report = read_strength(reports / "strength.json")
    assert report is not None
    assert report["01035"]["killed"] == 5 and report["01035"]["mutants"] == 6
    assert build_ledger([], strength=report).strength_percent == 83.33


def test_the_report_is_merged_card_by_card(tmp_path: Path) -> None:
    path = tmp_path / "strength.json"
    path.write_text(json.dumps(STRENGTH), encoding="utf-8")
    merge_report(path, [Strength("01035", mutants(ALLIE_SCRIPT, ROOT), [], 1.0)])
    report = read_strength(path)
    assert report is not None and report["01119"] == STRENGTH["01119"]
    assert report["01035"] == {"mutants": 6, "killed": 6, "survivors": [], "seconds": 1.0}


def test_one_session_for_many_cards_kills_what_a_fresh_run_per_mutant_kills() -> None:
    """`measure_all` collects the features once and reruns each card's scenarios per
    mutant: it must kill exactly the mutants that a fresh `verify` per mutant kills (no
    fixture, parsed feature or game surviving from one run into the next)."""
    scripts = {"01035": ALLIE_SCRIPT, "01119": ROOT / "cards" / "dtr" / "pistol_whip.py"}
    features = ROOT / "features" / "cards" / "dtr"
    shared = measure_all(scripts, features, root=ROOT)
    assert [r.code for r in shared] == ["01035", "01119"]
    for result, (code, script) in zip(shared, scripts.items(), strict=True):
        files = [features / f"{script.stem}.feature"]
        fresh = []
        for mutant in mutants(script, ROOT):
            with installed(script, code, mutant.tree):
                if scenarios_pass(code, files, [code]):
                    fresh.append(str(mutant))
        assert [str(m) for m in result.mutants] == [str(m) for m in mutants(script, ROOT)]
        assert [str(m) for m in result.survivors] == fresh


def test_a_card_whose_scenarios_fail_unmutated_is_not_measured(tmp_path: Path) -> None:
    feature = tmp_path / "allie_hensman.feature"
    text = (ROOT / "features" / "cards" / "dtr" / "allie_hensman.feature").read_text(encoding="utf-8")
    feature.write_text(
        text.replace('"Allie Hensman" has 1 control points', '"Allie Hensman" has 2 control points')
    )
    with pytest.raises(NotProven, match="01035: its scenarios fail before any mutation"):
        measure_all({"01035": ALLIE_SCRIPT}, tmp_path, root=ROOT)
    with pytest.raises(NotProven, match=r"01119: no feature in .* is tagged @card:01119"):
        measure_all({"01119": ROOT / "cards" / "dtr" / "pistol_whip.py"}, tmp_path, root=ROOT)


def test_changed_since_measures_only_the_cards_whose_scripts_changed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The CI mode (`--changed-since origin/main`), end to end on one small card, in a
    throwaway git repository holding a copy of the Base Set scripts and Allie's feature."""
    cards_dir = tmp_path / "cards"
    shutil.copytree(ROOT / "cards" / "dtr", cards_dir / "dtr", ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "features").mkdir()
    shutil.copy(ROOT / "features" / "cards" / "dtr" / "allie_hensman.feature", tmp_path / "features")
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-C", str(tmp_path)]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-qm", "cards"], check=True)
    assert changed_scripts(cards_dir, "HEAD") == {}
    with (cards_dir / "dtr" / "allie_hensman.py").open("a", encoding="utf-8") as script:
        script.write("# changed\n")
    assert changed_scripts(cards_dir, "HEAD") == {"01035": cards_dir / "dtr" / "allie_hensman.py"}
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["coverage", "--changed-since", "HEAD"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0].startswith("01035 Allie Hensman: 6/6 mutants killed (")
    report = read_strength(tmp_path / "reports" / "strength.json")
    assert report is not None and list(report) == ["01035"]


# -- the CI gate on proof strength -------------------------------------------------------------
@pytest.mark.slow
def test_card_scripts_changed_since_the_last_release_are_strongly_proven() -> None:
    """CI's strength gate: every card script changed since the release recorded in
    `[tool.gomorra.strength]` (pyproject.toml) is mutated, and its scenarios must kill at
    least `fail_under` % of the mutants. A contributor who changes or adds a card proves
    it strongly before merge; the survivors listed are the assertions to add."""
    import tomllib

    from harness.rules_coverage.strength import percent_killed

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["gomorra"][
        "strength"
    ]
    known = subprocess.run(
        ["git", "cat-file", "-e", f"{config['since']}^{{commit}}"], cwd=ROOT, capture_output=True
    )
    assert known.returncode == 0, (
        f"[tool.gomorra.strength] since = {config['since']} is not a commit of this clone: "
        "set it to the last release's commit (a full clone has it)"
    )
    changed = changed_scripts(ROOT / "cards", config["since"])
    results = measure_all(dict(sorted(changed.items())), ROOT / "features", root=ROOT)
    survivors = [f"{r.code}: {m}" for r in results for m in r.survivors]
    assert percent_killed(results) >= config["fail_under"], (
        f"{percent_killed(results)}% of the mutants of the card scripts changed since {config['since']} "
        f"were killed, under {config['fail_under']}%; assert what these mutants change:\n  "
        + "\n  ".join(survivors)
    )
