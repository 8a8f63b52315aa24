"""`gomorra cards`, `gomorra decks` and `gomorra boards`: what a scenario author looks up."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner, Result

from harness.cli import main


def run(*args: str) -> Result:
    return CliRunner(env={"COLUMNS": "200"}).invoke(main, list(args))


def rows(output: str) -> dict[str, str]:
    """The card's fact table as {label: text} (first cell is the label)."""
    facts: dict[str, str] = {}
    for line in output.splitlines():
        parts = re.split(r"\s{2,}", line.strip(), maxsplit=1)
        if line.startswith("  ") and len(parts) == 2:
            facts.setdefault(parts[0], parts[1].strip())
    return facts


def test_a_dude_shows_every_printed_stat() -> None:
    result = run("cards", "Ramiro Mendoza")
    assert result.exit_code == 0, result.output
    facts = rows(result.output)
    assert facts["faction"] == "Drifter"
    assert facts["value"] == "3S"
    assert facts["bullets"] == "3"
    assert facts["shooter"] == "stud"
    assert facts["influence"] == "1"
    assert facts["upkeep"] == "1"
    assert facts["status"] == "scripted: cards.dtr.ramiro_mendoza.RamiroMendoza"


def test_a_deed_shows_production_and_control_and_its_faction() -> None:
    facts = rows(run("cards", "The Union Casino").output)
    assert (facts["production"], facts["control"], facts["cost"]) == ("3", "1", "5")
    assert facts["keywords"] == "Public • Casino • Saloon"
    assert facts["status"] == "scripted: cards.dtr.the_union_casino.TheUnionCasino"
    assert rows(run("cards", "Law Dogs").output)["faction"] == "Law Dogs"
    assert rows(run("cards", "Law Dogs").output)["wealth"] == "19"


def test_goods_show_their_bullet_bonus_and_each_printing_its_status() -> None:
    result = run("cards", "Shotgun")
    facts = rows(result.output)
    assert facts["bullet bonus"] == "+1"
    assert "bullets " not in result.output
    assert "│ 01084 │ Shotgun (Base Set)" in result.output
    assert "│ 24151 │ Shotgun (Weird West Edition) │ reworded  │ scripted" in result.output
    assert "│ 00124 │ Shotgun (Promos)             │ same text │ shares 01084's script" in result.output


def test_an_unknown_card_says_did_you_mean() -> None:
    result = run("cards", "Shotgnu")
    assert result.exit_code != 0
    assert "Shotgun" in result.output


def test_decks_lists_the_starter_decks_and_shows_one() -> None:
    listing = run("decks")
    assert listing.exit_code == 0
    assert "Law Dogs - Learn to Play" in listing.output
    one = run("decks", "Law Dogs - Learn to Play")
    assert one.exit_code == 0
    assert "Tommy Harden" in one.output
    assert one.output.rstrip().endswith("cards")
    assert "Did you mean" in run("decks", "law").output


def test_boards_lists_the_named_boards(tmp_path: Path) -> None:
    """The folder's boards and the bundled ones (tests/test_named_boards.py has the rest)."""
    (tmp_path / "two dudes.yaml").write_text(
        "phase: sundown\nplayers:\n  - {name: Ann, outfit: Law Dogs}\n  - {outfit: The Sloane Gang}\n"
    )
    result = run("boards", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert "two dudes   │ this repository │ sundown   │ Ann, Player2" in result.output
    assert "main street │ bundled         │ high noon │ Player1, Player2" in result.output


def test_a_pack_lists_each_printing_with_its_status_and_ability_coverage(tmp_path: Path) -> None:
    """`--pack DTR` reads the ledger: Allie Hensman proven by her feature, a vanilla dude
    proven in play, an unscripted card (of a later pack) not implemented, and the pack's
    ability figure."""
    from harness.rules_coverage.run import run_features
    from harness.rules_coverage.trace import write_records

    root = Path(__file__).resolve().parent.parent
    found, report = run_features([root / "features" / "cards" / "dtr" / "allie_hensman.feature"])
    assert report.ok
    records = tmp_path / "records.json"
    write_records(records, found)
    result = run("cards", "--pack", "DTR", "--records", str(records))
    assert result.exit_code == 0, result.output
    rows = {line.split("│")[1].strip(): line for line in result.output.splitlines() if line.count("│") > 5}
    assert len(rows) == 146
    assert "scripted and proven" in rows["01035"] and "1/1" in rows["01035"]
    assert "scripted, not proven" in rows["01084"]
    assert "ability coverage: " in result.output
    # Every Base Set card is scripted: an unscripted card shows in a later pack (named in
    # any case).
    later = run("cards", "--pack", "bmr", "--records", str(records))
    bmr = {line.split("│")[1].strip(): line for line in later.output.splitlines() if line.count("│") > 5}
    # Blood Moon Rising is mostly not scripted (the current format's packs now are, card for
    # card): a card without a script shows as not implemented, none of its abilities proven.
    unscripted = [row for row in bmr.values() if "not implemented" in row]
    assert unscripted and all(" 0/" in row for row in unscripted)


def test_an_unknown_pack_is_refused_naming_the_packs() -> None:
    result = run("cards", "--pack", "xyz")
    assert result.exit_code == 2
    assert "No pack 'xyz'; packs: " in result.output and "DTR" in result.output


def test_search_matches_printed_text_and_keywords_as_well_as_titles() -> None:
    by_title = run("cards", "--search", "shotgun")
    assert by_title.exit_code == 0, by_title.output
    assert re.search(r"Shotgun .*title", by_title.output)
    by_keyword = run("cards", "--search", "abomination")
    assert re.search(r"keyword", by_keyword.output)
    by_text = run("cards", "--search", "ace the mark")
    assert re.search(r"Ambush .*text", by_text.output), by_text.output
