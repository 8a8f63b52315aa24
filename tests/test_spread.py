"""The gate's passes spread over cores (harness/spread.py) give the serial run's outcome."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.rules_coverage.removal import removals, run_removals
from harness.rules_coverage.strength import NotProven, measure_all
from harness.spread import cores, deal, spread

ROOT = Path(__file__).resolve().parents[1]
DTR = ROOT / "features" / "cards" / "dtr"


def _square(n: int) -> int:
    if n < 0:
        raise ValueError(f"no square of {n} here")
    return n * n


def test_deal_spreads_neighbours_and_keeps_order() -> None:
    assert deal([1, 2, 3, 4, 5], 2) == [[1, 3, 5], [2, 4]]
    assert deal([1, 2], 5) == [[1], [2]]
    assert deal([], 3) == []


def test_spread_returns_the_results_in_the_shares_order_and_raises_a_shares_error() -> None:
    assert spread(_square, [3, 1, 2], workers=2) == [9, 1, 4]
    assert spread(_square, [3, 1, 2], workers=1) == [9, 1, 4]
    with pytest.raises(ValueError, match="no square of -1"):
        spread(_square, [2, -1], workers=2)


def test_workers_variable_caps_the_processes_and_a_bad_value_names_the_fix(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("GOMORRA_WORKERS", "1")
    assert cores() == 1
    monkeypatch.setenv("GOMORRA_WORKERS", "two")
    with pytest.raises(ValueError, match="GOMORRA_WORKERS='two' is not a number"):
        cores()
    monkeypatch.delenv("GOMORRA_WORKERS")
    assert cores() >= 1


@pytest.mark.slow
def test_strength_in_two_processes_equals_one_session() -> None:
    scripts = {
        "01035": ROOT / "cards" / "dtr" / "allie_hensman.py",
        "01114": ROOT / "cards" / "dtr" / "ambush.py",
        "01119": ROOT / "cards" / "dtr" / "pistol_whip.py",
    }
    serial = measure_all(scripts, DTR, root=ROOT)
    parallel = measure_all(scripts, DTR, root=ROOT, workers=2)
    assert [r.code for r in parallel] == list(scripts)
    assert [[str(m) for m in r.survivors] for r in parallel] == [
        [str(m) for m in r.survivors] for r in serial
    ]
    assert [len(r.mutants) for r in parallel] == [len(r.mutants) for r in serial]


@pytest.mark.slow
def test_a_share_that_cannot_be_measured_fails_the_whole_measure(tmp_path: Path) -> None:
    feature = tmp_path / "ambush.feature"
    feature.write_text((DTR / "ambush.feature").read_text(encoding="utf-8"), encoding="utf-8")
    scripts = {
        "01114": ROOT / "cards" / "dtr" / "ambush.py",
        "01119": ROOT / "cards" / "dtr" / "pistol_whip.py",
    }
    with pytest.raises(NotProven, match=r"01119: no feature in .* is tagged @card:01119"):
        measure_all(scripts, tmp_path, root=ROOT, workers=2)


@pytest.mark.slow
def test_removals_in_two_processes_equal_one_session() -> None:
    from cards.database import card_db
    from harness.rules_coverage.denominators import card_entries

    codes = {"01035", "01114", "01119"}
    wanted = [r for r in removals(card_entries()) if r.proof_code in codes]
    assert card_db().by_code("01114").title == "Ambush" and len({r.proof_code for r in wanted}) == 3
    serial = run_removals(wanted, [DTR], root=ROOT)
    parallel = run_removals(wanted, [DTR], root=ROOT, workers=2)
    assert parallel == serial
    assert any(where is not None for where in serial.values())
