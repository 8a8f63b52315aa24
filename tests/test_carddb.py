"""The card database: shipped data, lookups, keyword reading, starter decks, converter."""

from __future__ import annotations

import copy
import dataclasses
import json
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

import cards
from cards import AmbiguousCardError, CardData, CardDB, UnknownCardError, card_db
from cards.database import DATA_DIR, read_data
from cards.decks import Deck, DeckEntry, load_deck, starter_decks, validate_deck
from cards.errors import UnknownDeckError
from cards.names import normalise_name

REPO_ROOT = Path(__file__).resolve().parents[1]
PACKAGE_DIR = Path(cards.__file__).resolve().parent
SOURCE_DIR = (REPO_ROOT / ".." / "shared" / "carddata").resolve()
CONVERTER = REPO_ROOT / "scripts" / "convert_carddata.py"
DATA_FILES = ("cards.json", "packs.json", "restricted.json", "decks.json")

needs_source = pytest.mark.skipif(
    not (SOURCE_DIR / "dtr-packs.json").is_file(),
    reason=f"dtdb source dump not present at {SOURCE_DIR} (only needed to re-run the converter)",
)


@pytest.fixture(scope="module")
def db() -> CardDB:
    return card_db()


def _subprocess_env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO_ROOT), os.environ.get("PYTHONPATH", "")])}


# --- shipped data --------------------------------------------------------------------


def test_every_printing_ships(db: CardDB) -> None:
    assert len(db) == 1256
    assert len(db.all()) == 1256
    assert sum(card.pack == "DTR" for card in db.all()) == 146
    assert sum(card.pack != "alt" for card in db.all()) == 1192
    assert [card.code for card in db.all()] == sorted(card.code for card in db.all())


def test_card_records_are_normalised() -> None:
    records = read_data("cards.json")
    pack_codes = {pack["code"] for pack in read_data("packs.json")}
    assert len({record["code"] for record in records}) == len(records)
    for record in records:
        assert record["pack"] in pack_codes
        assert record["suit"] in {"S", "H", "D", "C", None}
        assert (record["value"] is None) == (record["suit"] is None)
        assert record["shooter"] in {"stud", "draw", "bonus", None}
        assert "<" not in record["text"]
        assert all(isinstance(keyword, str) and keyword.strip() == keyword for keyword in record["keywords"])


def test_packs_are_in_release_order_with_promos_last() -> None:
    codes = [pack["code"] for pack in read_data("packs.json")]
    assert codes[:3] == ["DTR", "NTNR", "DD"]
    assert codes[-3:] == ["DT2", "DofB", "alt"]


def test_restricted_lists_ship() -> None:
    lists = read_data("restricted.json")
    assert [entry["default"] for entry in lists].count(True) == 1
    assert all("banned_cards" in entry for entry in lists)


# --- lookups ---------------------------------------------------------------------------


def test_by_code(db: CardDB) -> None:
    assert db.by_code("01035").title == "Allie Hensman"
    with pytest.raises(UnknownCardError):
        db.by_code("99999")


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("01084", "01084"),
        ("Shotgun", "01084"),
        ("Shotgun (Weird West Edition)", "24151"),
        ("Shotgun (DT2)", "24151"),
        ("shotgun (dt2)", "24151"),
        ("Shotgun (Promos)", "00124"),
        ("Lucy Clover (Exp.1)", "16006"),
        ("Lucy Clover (Exp.1) (A Grand Entrance)", "16006"),
    ],
)
def test_find_by_code_title_and_label(db: CardDB, name: str, code: str) -> None:
    assert db.find(name).code == code


def test_plain_title_resolves_to_first_printing_by_pack_order(db: CardDB) -> None:
    # The promo printing has the lowest code (00002) but the promo pack sorts last.
    assert [card.code for card in db.printings("Pony Express")] == ["01056", "24106", "00002"]
    assert db.find("Pony Express").code == "01056"
    assert db.find("Pony Express").label == "Pony Express (Base Set)"
    assert [card.pack for card in db.printings("24151")] == ["DTR", "DT2", "alt"]


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("Coachwhip!", "01115"),
        ("COACHWHIP!", "01115"),
        ("  Sun in   Yer Eyes ", "01113"),
        ("sun in yer eyes", "01113"),
        ("One Good Turn...", "01122"),
        ("One Good Turn…", "01122"),
        ('Lucinda "Lucy" Clover', "01015"),
        ("Lucinda “Lucy” Clover", "01015"),
        ("Jose Morales", "03008"),
        ("Walk The Path", "05033"),
        ("Hawley’s Rose", "13013"),
    ],
)
def test_find_forgives_case_quotes_ellipses_accents_and_spacing(db: CardDB, name: str, code: str) -> None:
    assert db.find(name).code == code


@pytest.mark.parametrize("name", ["Shotgn", "Shotguns", "Shot gun", "Pony Expres (Base Set)"])
def test_find_is_never_fuzzy(db: CardDB, name: str) -> None:
    with pytest.raises(UnknownCardError):
        db.find(name)


def test_unknown_card_error_suggests_close_titles(db: CardDB) -> None:
    with pytest.raises(UnknownCardError) as caught:
        db.find("Shotgn")
    error = caught.value
    assert isinstance(error, LookupError)
    assert error.name == "Shotgn"
    assert error.suggestions[0] == "Shotgun"
    assert len(error.suggestions) <= 5
    assert str(error).startswith("Unknown card 'Shotgn'. Did you mean: Shotgun")


def test_unknown_card_error_suggests_printings_for_labels_and_prefixes(db: CardDB) -> None:
    with pytest.raises(UnknownCardError) as caught:
        db.find("Shotgun (Base St)")
    assert caught.value.suggestions[0] == "Shotgun (Base Set)"
    with pytest.raises(UnknownCardError) as caught:
        db.find("Bluet")
    assert "Bluetick" in caught.value.suggestions


def test_unknown_card_error_without_suggestions(db: CardDB) -> None:
    with pytest.raises(UnknownCardError) as caught:
        db.find("qqqqzzzz")
    assert caught.value.suggestions == []
    assert str(caught.value) == "Unknown card 'qqqqzzzz'."


def test_label_shared_by_two_printings_is_ambiguous(db: CardDB) -> None:
    with pytest.raises(AmbiguousCardError) as caught:
        db.find("Willa Mae MacGowan (Promos)")
    assert caught.value.candidates == ["00122", "00132"]
    assert "00122" in str(caught.value)


def test_title_tied_for_first_printing_is_ambiguous(db: CardDB) -> None:
    shotgun = db.by_code("01084")
    twin = dataclasses.replace(shotgun, code="01999")
    with pytest.raises(AmbiguousCardError) as caught:
        CardDB([shotgun, twin], ["DTR"]).find("Shotgun")
    assert caught.value.candidates == ["01084", "01999"]  # labels collide, so codes
    reprint = db.by_code("24151")
    with pytest.raises(AmbiguousCardError) as caught:
        CardDB([shotgun, reprint], []).find("Shotgun")  # neither pack is ranked
    assert caught.value.candidates == ["Shotgun (Base Set)", "Shotgun (Weird West Edition)"]


def test_titles_search_and_printings(db: CardDB) -> None:
    titles = db.titles()
    assert len(titles) == len({normalise_name(title) for title in titles}) == 975
    found = db.search("GUN")
    assert [card.title for card in found].count("Shotgun") == 1
    assert db.find("Shotgun") in found
    assert all("gun" in normalise_name(card.title) for card in found)
    with pytest.raises(UnknownCardError):
        db.printings("Shotgn")


def test_card_db_is_cached() -> None:
    assert card_db() is card_db()


# --- card facts ------------------------------------------------------------------------


def test_dude_stats(db: CardDB) -> None:
    sloane = db.by_code("01044")
    assert (sloane.title, sloane.type, sloane.gang) == ("Sloane", "dude", "outlaws")
    assert sloane.gangs == ("outlaws",)
    assert (sloane.shooter, sloane.bullets, sloane.bullet_bonus) == ("stud", 4, 0)
    assert (sloane.influence, sloane.upkeep, sloane.cost) == (3, 3, 8)
    assert (sloane.value, sloane.suit) == (13, "S")
    assert (sloane.pack, sloane.pack_name, sloane.label) == ("DTR", "Base Set", "Sloane (Base Set)")
    assert sloane.experienced == 0
    assert sloane.unique


def test_skill_keywords(db: CardDB) -> None:
    avie = db.by_code("01010")
    assert avie.keywords == ("Harrowed", "Huckster 0")
    assert avie.is_harrowed
    assert avie.has_keyword("huckster")
    assert avie.skills == {"huckster": 0}
    ivor = db.by_code("01014")
    assert ivor.skills["huckster"] == 2
    assert ivor.has_keyword("Huckster 2") and not ivor.has_keyword("Huckster 1")
    assert not ivor.is_harrowed
    assert db.by_code("01020").skills == {"mad scientist": 0}
    shi_long = db.by_code("24018")
    assert (shi_long.skills, shi_long.kung_fu) == ({"blessed": 1}, 1)
    assert db.by_code("17001").kung_fu is None


def test_goods_keywords_and_bullet_bonus(db: CardDB) -> None:
    auto_revolver = db.by_code("01089")
    assert auto_revolver.is_gadget and auto_revolver.is_weapon
    assert auto_revolver.difficulty == 7
    assert (auto_revolver.bullet_bonus, auto_revolver.bullets, auto_revolver.shooter) == (1, 0, None)
    shotgun = db.by_code("01084")
    assert shotgun.is_weapon and not shotgun.is_gadget
    assert (shotgun.bullet_bonus, shotgun.difficulty) == (1, None)
    assert db.find("Mustang").is_horse
    assert db.find("Bluetick").is_sidekick
    assert db.find("Bluetick").bullet_bonus == 0


def test_weird_west_gadget_rating_is_its_difficulty(db: CardDB) -> None:
    assert [(card.code, card.difficulty, card.is_gadget) for card in db.printings("Hydro-Puncher")] == [
        ("18028", 5, True),
        ("24161", 5, True),
    ]


@pytest.mark.parametrize(
    ("code", "level"),
    [("10013", 2), ("16006", 1), ("23027", 1), ("00105", 1), ("01015", 0)],
)
def test_experience(db: CardDB, code: str, level: int) -> None:
    # 23027 has a bare "Experienced" keyword, 00105 a plain title with "Experienced 1".
    assert db.by_code(code).experienced == level


def test_star_separated_keywords_are_split(db: CardDB) -> None:
    assert db.by_code("25025").keywords == ("Harrowed", "Ranger")
    assert db.by_code("25029").skills == {"blessed": 1}


def test_dual_gang_card(db: CardDB) -> None:
    christine = db.by_code("25024")
    assert christine.gangs == ("fearmongers", "outlaws")
    assert christine.gang == "fearmongers"
    assert db.find("Shotgun").gang is None


def test_outfit_and_joker_have_no_value(db: CardDB) -> None:
    fourth_ring = db.by_code("01001")
    assert (fourth_ring.type, fourth_ring.value, fourth_ring.suit) == ("outfit", None, None)
    assert (fourth_ring.wealth, fourth_ring.production) == (19, 3)
    jokers = [card for card in db.all() if card.is_joker]
    assert jokers
    assert all(card.value is None and card.suit is None for card in jokers)


@pytest.mark.parametrize(
    ("code", "unique"),
    [
        ("01044", True),  # dude
        ("01056", True),  # deed
        ("05005", False),  # Non-Unique dude
        ("01146", False),  # Token dude
        ("01084", False),  # goods
        ("21044", True),  # goods with keyword Unique
        ("01114", False),  # action
    ],
)
def test_uniqueness(db: CardDB, code: str, unique: bool) -> None:
    assert db.by_code(code).unique is unique


def test_gunslinger_is_a_token(db: CardDB) -> None:
    assert db.by_code("01146").is_token
    assert not db.by_code("01044").is_token


def test_text_is_plain_with_ability_prefixes_kept(db: CardDB) -> None:
    fourth_ring = db.by_code("01001")
    assert fourth_ring.text.startswith("React, Boot: After your dude succeeds")
    assert fourth_ring.text_html.startswith("<b>React, Boot:</b>")
    promo_ivor = db.by_code("00105")
    assert "If your outfit is The Fourth Ring, Ivor's cost" in promo_ivor.text
    assert all("\r" not in card.text_html for card in db.all())


def test_card_data_is_a_hashable_picklable_value(db: CardDB) -> None:
    ivor = db.by_code("01014")
    assert pickle.loads(pickle.dumps(ivor)) == ivor
    assert copy.deepcopy(ivor) == ivor
    assert len({ivor, db.by_code("01014"), db.by_code("01010")}) == 2
    with pytest.raises(dataclasses.FrozenInstanceError):
        ivor.cost = 0  # type: ignore[misc]


def test_card_data_is_exported() -> None:
    assert cards.CardData is CardData


# --- starter decks ---------------------------------------------------------------------


def test_starter_decks_load_and_are_legal() -> None:
    names = starter_decks()
    assert len(names) == 10
    assert names[0] == "Law Dogs - Learn to Play"
    for name in names:
        deck = load_deck(name)
        assert deck.outfit.type == "outfit"
        assert deck.legend is None
        assert sum(entry.copies for entry in deck.cards) == 54
        assert any(entry.starting for entry in deck.cards)
        assert validate_deck(deck) == [], name


def test_load_deck_by_id_and_forgiving_name() -> None:
    assert load_deck("LDLtP").name == "Law Dogs - Learn to Play"
    assert load_deck("law dogs - learn to play").outfit.code == "01002"
    card, copies, starting = load_deck("LDLtP").cards[0]
    assert (card.code, copies, starting) == ("06015", 3, False)


def test_unknown_deck_suggests_names() -> None:
    with pytest.raises(UnknownDeckError) as caught:
        load_deck("Law Dog Learn to Play")
    assert caught.value.suggestions[0] == "Law Dogs - Learn to Play"
    assert str(caught.value).startswith("Unknown starter deck 'Law Dog Learn to Play'. Did you mean:")


def test_validate_deck_reports_each_broken_rule(db: CardDB) -> None:
    base = load_deck("LDLtP")
    shotguns = [DeckEntry(db.by_code("01084"), 3, False), DeckEntry(db.by_code("24151"), 2, False)]
    jokers = [DeckEntry(db.by_code("01145"), 1, False)]
    outfit_in_deck = [DeckEntry(db.by_code("01001"), 1, False)]
    broken = Deck(base.name, db.by_code("01044"), None, base.cards + shotguns + jokers + outfit_in_deck)
    problems = validate_deck(broken)
    assert "Sloane (Base Set) is dude, not an outfit" in problems
    assert "The Fourth Ring (Base Set) is outfit and cannot be in the draw deck" in problems
    assert "the draw deck has 57 value cards; it needs exactly 52" in problems
    assert "the draw deck has 3 jokers; at most 2 are allowed" in problems
    assert "6 copies of Shotgun; at most 4 are allowed" in problems
    assert "7 cards are the 3 of Hearts; at most 4 are allowed"  # the deck already has one in problems


# --- independence from the source dump ------------------------------------------------


def test_data_lives_inside_the_package() -> None:
    assert Path(str(DATA_DIR)).resolve().is_relative_to(PACKAGE_DIR)
    for name in DATA_FILES:
        assert (PACKAGE_DIR / "data" / name).is_file()


def test_loading_opens_only_packaged_files() -> None:
    """Audit every file the loader opens in a fresh interpreter: none may be in ../shared."""
    probe = (
        "import json, sys\n"
        "opened = []\n"
        "sys.addaudithook(lambda event, args: opened.append(str(args[0])) if event == 'open' else None)\n"
        "from cards import card_db\n"
        "from cards.decks import load_deck, starter_decks\n"
        "card_db(); [load_deck(name) for name in starter_decks()]\n"
        "print(json.dumps(opened))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        check=True,
        cwd=REPO_ROOT,
        env=_subprocess_env(),
    )
    opened = [Path(path).resolve() for path in json.loads(result.stdout) if path.endswith(".json")]
    assert opened
    assert all(path.is_relative_to(PACKAGE_DIR / "data") for path in opened), opened
    assert not any("shared" in path.parts for path in opened)


def _convert(output: Path) -> None:
    subprocess.run(
        [sys.executable, str(CONVERTER), "--source", str(SOURCE_DIR), "--output", str(output)],
        check=True,
        capture_output=True,
        env=_subprocess_env(),
    )


@needs_source
def test_converter_is_deterministic_and_matches_shipped_data(tmp_path: Path) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    _convert(first)
    _convert(second)
    for name in DATA_FILES:
        fresh = (first / name).read_bytes()
        assert fresh == (second / name).read_bytes(), f"{name} differs between two runs"
        assert fresh == (PACKAGE_DIR / "data" / name).read_bytes(), (
            f"shipped {name} is stale: re-run the converter"
        )


def test_a_reprint_spelled_with_other_capitals_takes_the_first_printings_title() -> None:
    """Found by the fuzzer: DT2 prints "Mongwau The Mighty"; as a second title it made two
    in-play copies of one unique dude look distinct. A title has one spelling."""
    db = card_db()
    assert db.by_code("24041").title == db.by_code("01006").title == "Mongwau the Mighty"
    assert db.by_code("24041").keyword_names == db.by_code("01006").keyword_names
    assert "Mongwau The Mighty" not in {card.title for card in db.all()}
