"""Proven means a scenario sees the effect (harness/rules_coverage/removal.py): each printed
ability's removed mutant, the scenario that notices it, and "used, not proven"."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cards.scripts import script_registry
from engine.game import Game
from engine.jobs import JobAbility
from engine.model import Card
from harness.cli import main
from harness.rules_coverage.denominators import card_entries
from harness.rules_coverage.removal import Removal, prove, removals, removed_script, run_removals
from harness.rules_coverage.strength import serving

ROOT = Path(__file__).resolve().parent.parent
DTR = ROOT / "features" / "cards" / "dtr"

#: The weakened-Ambush probe of issue 19: the scenario plays Ambush, forms the posse and
#: asserts only the next prompt, nothing Ambush changed (no bounty, no ace).
WEAK_AMBUSH = """@card:01114
Feature: Ambush, proven weakly
  Scenario: Ambush is played and the posse goes on the job
    Given the phase is High Noon
    And Player1's hand is "Ambush"
    And Player1 has 4 ghost rock
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Steven Wiles    | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Ambush"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 adds "Steven Wiles" to the posse
    Then Player2 is asked to "Select a dude"
"""


# -- the removed mutant, at the DSL level ----------------------------------------------------
def declared(code: str, keys: frozenset[str] | None = None) -> Card:
    """A fresh card of `code`, its script as written or with the parts `keys` name removed."""
    game = Game(seed=0)
    if keys is None:
        return game.new_card(game.db.by_code(code), game.players[0])
    with serving(code, removed_script(script_registry()[code], keys)):
        return game.new_card(game.db.by_code(code), game.players[0])


def test_a_removed_job_does_nothing_but_can_still_be_played() -> None:
    [original] = declared("01114").abilities
    [job] = declared("01114", frozenset({"01114:0"})).abilities
    assert isinstance(original, JobAbility) and original.before is not None and original.on_success
    assert isinstance(job, JobAbility)
    assert (job.before, job.on_success, job.on_fail, job.posse_condition) == (None, None, None, None)
    assert (job.mark, job.cost, job.play_type, job.condition) == (
        original.mark,
        original.cost,
        original.play_type,
        original.condition,
    )


def test_a_removed_action_keeps_its_costs_and_message_but_its_handler_does_nothing() -> None:
    [original] = declared("01035").abilities
    [action] = declared("01035", frozenset({"01035:0"})).abilities
    assert action.handler is not original.handler and action.handler(None) is None  # type: ignore[arg-type]
    assert [type(c) for c in action.cost] == [type(c) for c in original.cost]
    assert (action.message, action.limit) == (original.message, original.limit)


def test_removing_the_traits_drops_the_cards_constant_effects_only() -> None:
    """Flame Thrower's trait (the dude it is attached to is a stud) is one removal; its
    Shootout ability stays as written."""
    whole = declared("01091")
    assert whole.persistent_effects
    gutted = declared("01091", frozenset({"trait:01091"}))
    assert gutted.persistent_effects == [] and gutted.redirects == []
    [action] = gutted.abilities
    assert action.handler.__func__ is whole.abilities[0].handler.__func__  # type: ignore[attr-defined]


def test_every_scripted_ability_has_a_removal_and_reprints_of_other_text_their_own() -> None:
    found = removals(card_entries())
    assert Removal("01114", frozenset({"01114:0"})) in found
    # Allie Hensman's reworded reprint (24078) is proven by its own feature, not 01035's.
    assert Removal("01035", frozenset({"01035:0"})) in found
    assert Removal("24078", frozenset({"24078:0"})) in found
    assert len(found) == len(set(found))


def test_an_unremoved_mutant_is_never_noticed() -> None:
    """The mutant machinery itself changes nothing: a "removal" of no part of the script
    passes every scenario of the card (else every removal would look noticed)."""
    assert run_removals([Removal("01114", frozenset())], [DTR / "ambush.feature"]) == {
        Removal("01114", frozenset()): None
    }


# -- the ledger and the gate -------------------------------------------------------------------
def project(tmp_path: Path, features: dict[str, str], pyproject: str = "") -> Path:
    (tmp_path / "scenarios" / "boards").mkdir(parents=True)
    for name, text in features.items():
        path = tmp_path / "features" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    if pyproject:
        (tmp_path / "pyproject.toml").write_text(pyproject, encoding="utf-8")
    return tmp_path


def coverage(root: Path, monkeypatch: pytest.MonkeyPatch, *args: str) -> tuple[int, str, dict[str, dict]]:  # type: ignore[type-arg]
    monkeypatch.chdir(root)
    result = CliRunner().invoke(main, ["coverage", *args])
    report = json.loads((root / "reports" / "rules-coverage.json").read_text(encoding="utf-8"))
    return result.exit_code, result.output, {c["code"]: c for c in report["cards"]}


def test_the_weakened_ambush_is_used_not_proven_and_fails_the_pack_gate(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The probe of issue 19. With Ambush's own feature the project's Base Set figure is
    X; the pack gate is set at X. With the weakened feature in its place Ambush is "used,
    not proven" and the gate fails naming it — in `gomorra coverage` and in
    `pytest --coverage-gate` (CI)."""
    strong = project(tmp_path / "strong", {"cards/dtr/ambush.feature": (DTR / "ambush.feature").read_text()})
    code, _output, cards = coverage(strong, monkeypatch, "--fail-under-cards", "0", "--fail-under-rules", "0")
    assert code == 0
    ambush = cards["01114"]
    assert ambush["status"] == "scripted and proven"
    assert ambush["abilities"][0]["proven_by"] == "features/cards/dtr/ambush.feature:16"
    summary = json.loads((strong / "reports" / "rules-coverage.json").read_text())["summary"]
    proven_abilities = summary["abilities_proven"]
    dtr_abilities = sum(len(c["abilities"]) for c in cards.values() if c["pack"] == "Base Set")
    achieved = round(
        100.0
        * sum(
            a["status"] == "proven" for c in cards.values() if c["pack"] == "Base Set" for a in c["abilities"]
        )
        / dtr_abilities,
        2,
    )
    assert proven_abilities >= 1 and achieved > 0
    gate = f"[tool.gomorra.coverage.packs]\ndtr = {achieved}\n"  # a pack code in any case

    weak = project(tmp_path / "weak", {"cards/dtr/ambush.feature": WEAK_AMBUSH}, gate)
    code, output, cards = coverage(weak, monkeypatch)
    ambush = cards["01114"]
    assert ambush["status"] == "used, not proven"
    [ability] = ambush["abilities"]
    assert ability["status"] == "used, not proven" and ability["proven_by"] is None
    assert ability["used"] == ["features/cards/dtr/ambush.feature:3"]
    assert code == 1
    assert "FAIL pack:DTR: " in output and "01114 Ambush (0/1, used, not proven)" in output
    markdown = (weak / "reports" / "rules-coverage.md").read_text(encoding="utf-8")
    assert "- 01114 Ambush (used, not proven): 01114:1 job: used, not proven" in markdown
    page = (weak / "reports" / "rules-coverage" / "card-01114.html").read_text(encoding="utf-8")
    assert "used, not proven" in page and "every one still passes with its effect removed" in page

    (weak / "pyproject.toml").unlink()
    (strong / "pyproject.toml").write_text(gate, encoding="utf-8")
    pytest_gate = [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", "-p", "no:cacheprovider"]
    for root, fails in ((strong, False), (weak, True)):
        if fails:
            (root / "pyproject.toml").write_text(gate, encoding="utf-8")
        done = subprocess.run(
            [*pytest_gate, "features", "--coverage-gate"], cwd=root, capture_output=True, text=True
        )
        assert done.returncode == (1 if fails else 0), done.stdout[-3000:]
        assert ("01114 Ambush (0/1, used, not proven)" in done.stdout) is fails


def test_a_reprints_feature_never_proves_the_base_set_printing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Allie Hensman's Base Set feature gutted (her ability used, nothing it changed
    asserted) while her reworded reprint's feature (24078) still proves that printing: the
    Base Set printing is used, not proven; the reprint proven by its own feature."""
    gutted = """@card:01035
Feature: Allie Hensman, gutted
  Scenario: Allie is used
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
    When Player1 uses "Allie Hensman"
    Then the log contains "Player1 uses Allie Hensman"
"""
    dt2 = (ROOT / "features" / "cards" / "dt2" / "allie_hensman.feature").read_text(encoding="utf-8")
    root = project(
        tmp_path, {"cards/dtr/allie_hensman.feature": gutted, "cards/dt2/allie_hensman.feature": dt2}
    )
    code, _output, cards = coverage(root, monkeypatch, "--fail-under-cards", "0", "--fail-under-rules", "0")
    assert code == 0
    assert cards["01035"]["status"] == "used, not proven"
    assert cards["01035"]["abilities"][0]["proven_by"] is None
    assert cards["24078"]["status"] == "scripted and proven"
    assert cards["24078"]["abilities"][0]["proven_by"].startswith("features/cards/dt2/allie_hensman.feature:")


def test_the_removal_pass_is_cached_by_content(tmp_path: Path) -> None:
    """A second pass over unchanged features runs nothing; editing the feature runs its
    card again (the cache is keyed by the features' and the project's content)."""
    feature = tmp_path / "ambush.feature"
    shutil.copy(DTR / "ambush.feature", feature)
    entries = [e for e in card_entries() if e.data.code == "01114"]
    cache = tmp_path / "removal-cache.json"
    first = prove(entries, [feature], root=ROOT, cache=cache)
    assert (first.ran, first.cached) == (1, 0)
    second = prove(entries, [feature], root=ROOT, cache=cache)
    assert (second.ran, second.cached) == (0, 1) and second.proofs == first.proofs
    feature.write_text(WEAK_AMBUSH, encoding="utf-8")
    third = prove(entries, [feature], root=ROOT, cache=cache)
    assert third.ran == 1 and list(third.proofs.values()) == [None]
