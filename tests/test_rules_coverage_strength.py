"""Proof strength in the ledger: reports/strength.json (written by harness/strength.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.rules_coverage.gate import check
from harness.rules_coverage.ledger import build_ledger, read_strength
from harness.rules_coverage.site import write_site

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


def test_a_malformed_strength_report_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "strength.json"
    path.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(ValueError, match=r"strength\.json: expected an object"):
        read_strength(path)
