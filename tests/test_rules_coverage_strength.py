"""Proof strength: mutants of a card script (harness/rules_coverage/strength.py), the report
reports/strength.json they give, and the ledger reading it."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from cards.scripts import script_registry
from harness.cli import main
from harness.rules_coverage.gate import check, configured_thresholds, gated_strength, strength_since
from harness.rules_coverage.ledger import build_ledger, read_strength
from harness.rules_coverage.reports import markdown
from harness.rules_coverage.site import write_site
from harness.rules_coverage.strength import (
    NotProven,
    Strength,
    changed_scripts,
    chosen_scripts,
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


def test_strength_is_gated_card_by_card_not_on_the_average(tmp_path: Path) -> None:
    """Over both cards 70% of the mutants die, but Pistol Whip's scenarios kill only half
    of its own: a 60% gate fails naming it and its surviving mutant, however strong the
    other card is."""
    path = tmp_path / "strength.json"
    path.write_text(json.dumps(STRENGTH), encoding="utf-8")
    ledger = build_ledger([], strength=read_strength(path))
    assert ledger.strength_percent == 70.0  # still reported, no longer gated
    assert next(c for c in ledger.cards if c.code == "01119").strength == STRENGTH["01119"]
    assert check(ledger, {"strength": 50.0}) == []
    [failure] = check(ledger, {"strength": 60.0})
    assert failure == (
        "strength: 01119 Pistol Whip: 3/6 of its mutants killed (50.00%), under the required 60.00%; "
        "assert what these change:\n    survives: pistol_whip.py:20 bullets -1 → 0"
    )


def test_a_strength_threshold_without_a_strength_report_fails(tmp_path: Path) -> None:
    ledger = build_ledger([], strength=read_strength(tmp_path / "strength.json"))
    assert ledger.strength_percent is None
    assert check(ledger, {"strength": 50.0}) == [
        "strength: no card measured (reports/strength.json) to hold to 50.00%"
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
    # pyproject.toml's per-card `strength` threshold holds: 83% of Allie's own fails it.
    assert result.exit_code == 1, result.output
    assert "FAIL strength: 01035 Allie Hensman: 5/6 of its mutants killed (83.33%)" in result.output
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


def test_a_card_measured_before_with_the_same_content_is_read_from_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The gate's own tests and the gate at the end of a CI run measure the same scripts: the
    second reads the first's outcome. A change to a feature measuring the card runs it again."""
    import harness.rules_coverage.strength as strength_module

    features = tmp_path / "features"
    features.mkdir()
    for name in ("allie_hensman.feature", "pistol_whip.feature"):
        shutil.copy(ROOT / "features" / "cards" / "dtr" / name, features / name)
    scripts = {"01035": ALLIE_SCRIPT, "01119": ROOT / "cards" / "dtr" / "pistol_whip.py"}
    cache = tmp_path / "strength-cache.json"
    first = measure_all(scripts, features, root=ROOT, cache=cache)
    assert not any(r.cached for r in first)

    def measured(jobs: list[Any], *args: Any) -> list[Strength]:
        ran.extend(jobs)
        return real(jobs, *args)

    real, ran = strength_module._measure_jobs, list[Any]()
    monkeypatch.setattr(strength_module, "_measure_jobs", measured)
    again = measure_all(scripts, features, root=ROOT, cache=cache)
    assert ran == [] and all(r.cached for r in again)
    assert [(r.code, [str(m) for m in r.mutants], [str(m) for m in r.survivors]) for r in again] == [
        (r.code, [str(m) for m in r.mutants], [str(m) for m in r.survivors]) for r in first
    ]
    whip = features / "pistol_whip.feature"
    whip.write_text(whip.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    changed = measure_all(scripts, features, root=ROOT, cache=cache)
    assert [job.code for job in ran] == ["01119"]
    assert [r.cached for r in changed] == [True, False]


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


# -- the CI gate on proof strength, card by card -------------------------------------------------
def test_the_strength_gate_starts_from_a_commit_of_this_clone() -> None:
    """`pytest --coverage-gate` (CI) measures every card script changed since
    `strength_since` of `[tool.gomorra.coverage]`: it must be a commit this clone has."""
    since = strength_since(ROOT / "pyproject.toml")
    assert since is not None and len(since) == 40
    known = subprocess.run(["git", "cat-file", "-e", f"{since}^{{commit}}"], cwd=ROOT, capture_output=True)
    assert known.returncode == 0, (
        f"[tool.gomorra.coverage] strength_since = {since} is not a commit of this clone: "
        "set it to the last release's commit (a full clone has it)"
    )
    assert configured_thresholds(ROOT / "pyproject.toml")["strength"] >= 90.0


def test_a_pack_is_named_in_any_case() -> None:
    cards_dir = ROOT / "cards"
    upper, lower = chosen_scripts(cards_dir, ["DTR"]), chosen_scripts(cards_dir, ["dtr"])
    assert upper == lower and len(upper) > 100 and "01114" in upper
    assert chosen_scripts(cards_dir, ["Dt2"]) == chosen_scripts(cards_dir, ["dt2"]) != {}


#: Fresh Horses proven weakly: the scenario plays it and checks only that it was played,
#: so dropping its declaration (or its requirement) is noticed and nothing else.
WEAK_FRESH_HORSES = """@card:01130
Feature: Fresh Horses, proven weakly
  Scenario: Fresh Horses is played
    Given the phase is High Noon
    And Player1's hand is "Fresh Horses"
    And Player1 has these dudes:
      | dude        | at          | attachments      |
      | Jake Smiley | Town Square | Mustang (booted) |
    When Player1 plays "Fresh Horses"
    And Player1 chooses "Town Square"
    Then the log contains "Player1 plays Fresh Horses"
"""


@pytest.fixture
def new_weak_card(tmp_path: Path) -> Path:
    """A git repository holding the Base Set scripts but Fresh Horses, committed; then
    Fresh Horses' script added and not committed (a new card in the work tree), with a
    feature that kills few of its mutants, and the strength gate in pyproject.toml."""
    cards_dir = tmp_path / "cards"
    ignore = shutil.ignore_patterns("__pycache__", "fresh_horses.py")
    shutil.copytree(ROOT / "cards" / "dtr", cards_dir / "dtr", ignore=ignore)
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "fresh_horses.feature").write_text(WEAK_FRESH_HORSES, encoding="utf-8")
    (tmp_path / "scenarios" / "boards").mkdir(parents=True)
    (tmp_path / "pyproject.toml").write_text(
        '[tool.gomorra.coverage]\nstrength = 90.0\nstrength_since = "HEAD"\n', encoding="utf-8"
    )
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-C", str(tmp_path)]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-qm", "cards"], check=True)
    shutil.copy(ROOT / "cards" / "dtr" / "fresh_horses.py", cards_dir / "dtr")
    return tmp_path


def test_a_new_card_whose_scenarios_kill_few_of_its_mutants_fails_the_gate_naming_it(
    new_weak_card: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The probe of issue 19: a new script, not yet committed, whose scenarios kill one of
    its ~11 mutants fails the per-card strength gate, which names it and its survivors —
    `gomorra coverage --changed-since` and `pytest --coverage-gate` alike."""
    script = new_weak_card / "cards" / "dtr" / "fresh_horses.py"
    assert changed_scripts(new_weak_card / "cards", "HEAD") == {"01130": script}  # untracked counts
    results, problems = gated_strength(new_weak_card, new_weak_card / "pyproject.toml")
    assert problems == [] and results is not None
    [result] = results
    assert result.code == "01130" and len(result.mutants) >= 10
    assert result.killed > 0 and result.percent < 25, [str(m) for m in result.survivors]
    [failure] = check(build_ledger([]), {"strength": 90.0}, results)
    assert failure.startswith(f"strength: 01130 Fresh Horses: {result.killed}/{len(result.mutants)} of its")
    assert "\n    survives: cards/dtr/fresh_horses.py:" in failure

    monkeypatch.chdir(new_weak_card)
    cli = CliRunner().invoke(main, ["coverage", "--changed-since", "HEAD"])
    assert cli.exit_code == 1, cli.output
    assert (
        f"FAIL strength: 01130 Fresh Horses: {result.killed}/{len(result.mutants)} of its mutants"
        in cli.output
    )
    assert "survives: cards/dtr/fresh_horses.py:" in cli.output

    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", "-p", "no:cacheprovider"]
    done = subprocess.run(
        [*command, "features/fresh_horses.feature", "--coverage-gate"],
        cwd=new_weak_card,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 1, done.stdout[-3000:]
    assert "Gomorra rules coverage gate" in done.stdout
    assert (
        "strength: 01130 Fresh Horses: " in done.stdout
        and "survives: cards/dtr/fresh_horses.py:" in done.stdout
    )
