"""A player's own deck file (cards/deck_files.py), its legality in the current format
(cards/formats.py) and `gomorra decks FILE`: the formats a player already has, every kind
of line problem reported at once with file:line and the fix, and the format's verdicts."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from cards.database import card_db
from cards.deck_files import DeckFileError, is_deck_file, load_deck_file, parse_deck_text, read_deck_file
from cards.decks import load_deck, starter_decks, validate_deck
from cards.formats import Format, current_format, deck_format_problems, format_problems, formats
from harness.cli import main

DECKS = Path(__file__).parent.parent / "features" / "rules" / "setup" / "decks"
WWE = "Weird West Edition 1.0.0"


def messages(text: str) -> dict[int, str]:
    return {problem.line: problem.message for problem in parse_deck_text(text, "mine.txt").problems}


# --- reading ------------------------------------------------------------------------------


def test_the_dtdb_markdown_export_reads_as_the_deck_it_lists() -> None:
    read = read_deck_file(DECKS / "fourth_ring_base_set.txt")
    assert read.problems == []
    assert read.deck is not None
    assert read.deck.name == "Fourth Ring 2x Base Set"
    assert read.deck.outfit.code == "01001"
    cards = {entry.card.code: (entry.copies, entry.starting) for entry in read.deck.cards}
    assert cards["01010"] == (2, False)  # * 2x [Avie Cline](...)_(Base Set)_
    assert cards["01045"] == (1, True)  # * 1x [Clementine Lepp](...)*_(Base Set)_: starting gang
    assert sum(entry.copies for entry in read.deck.cards) == 54
    assert validate_deck(read.deck) == []


def test_a_plain_list_takes_counts_headers_comments_and_printings() -> None:
    read = parse_deck_text(
        "# Mine\n"
        "# a comment line\n"
        "Outfit: Law Dogs (Base Set)\n"
        "4x Shotgun   # trailing comment\n"
        "3 Bluetick (Base Set)\n"
        "2 x Tommy Harden*\n"
        "El Anonimo\n"
        "Dude (14)\n"
        "Legend: Doc Holliday\n",
        "mine.txt",
    )
    assert read.problems == []
    assert read.deck is not None
    assert read.deck.name == "Mine"
    assert read.deck.outfit.code == "01002"  # named printing kept
    assert read.deck.legend is not None and read.deck.legend.code == "21007"
    got = [(entry.card.code, entry.copies, entry.starting) for entry in read.deck.cards]
    assert got == [("24151", 4, False), ("01082", 3, False), ("24067", 2, True), ("24098", 1, False)]
    assert [note.line for note in read.printings] == [4, 6]  # El Anónimo's first printing is 24098


def test_a_title_starting_with_a_number_is_the_title() -> None:
    read = parse_deck_text("108 Worldly Desires\n2 108 Worldly Desires\n", "mine.txt")
    assert read.deck is not None and read.deck.outfit.title == "108 Worldly Desires"
    assert read.problems[0].line == 2  # a second outfit, and 2 copies of it
    assert "2 copies of the outfit" in read.problems[0].message


def test_deck_files_are_named_by_their_suffix() -> None:
    assert is_deck_file("decks/mine.txt") and is_deck_file("Mine.MD")
    assert not is_deck_file("Law Dogs - Learn to Play")


# --- every kind of problem, all at once ---------------------------------------------------


def test_every_problem_is_reported_with_its_line_and_fix() -> None:
    found = messages(
        "Outfit: Law Dogs\n"  # 1
        "Legend: Shotgun\n"  # 2 wrong type for the header
        "4x Shotgn\n"  # 3 unknown, with did-you-mean
        "0x Bluetick\n"  # 4 no copies
        "The Sloane Gang\n"  # 5 second outfit
        "Raven\n"  # 6 legend by its line
        "Doc Holliday\n"  # 7 second legend
        "*\n"  # 8 names no card
        "Zzzqqq Xyzzy\n"  # 9 unknown, no suggestion
    )
    assert found == {
        2: "Shotgun is a goods card, not a legend: check the 'legend:' line",
        3: "no card is called 'Shotgn'. Did you mean: Shotgun?",
        4: "0 copies of Bluetick: write 1 or more, or delete the line",
        5: "a second outfit (The Sloane Gang; line 1 names Law Dogs): a deck has one outfit, delete one line",
        7: "a second legend (Doc Holliday; line 6 names Raven): a deck has at most one legend, delete one line",
        8: "'*' names no card: write a title, e.g. '2x Shotgun'",
        9: "no card is called 'Zzzqqq Xyzzy'.",
    }


def test_a_deck_without_an_outfit_names_the_fix() -> None:
    read = parse_deck_text("4x Shotgun\n", "mine.txt")
    assert read.deck is None
    assert [str(p) for p in read.problems] == [
        "mine.txt: the deck names no outfit: add its line, e.g. 'Outfit: Law Dogs'"
    ]


def test_a_missing_file_is_a_problem_not_a_crash(tmp_path: Path) -> None:
    read = read_deck_file(tmp_path / "nope.txt", shown="nope.txt")
    assert read.deck is None
    assert [str(p) for p in read.problems] == ["nope.txt: no such deck file: check the path"]


def test_loading_to_play_refuses_a_broken_deck_with_every_problem() -> None:
    with pytest.raises(DeckFileError) as raised:
        load_deck_file(DECKS / "broken.txt", shown="broken.txt")
    assert len(raised.value.problems) == 5  # four lines and the draw deck's size
    assert "broken.txt:4: no card is called 'Shotgn'. Did you mean: Shotgun?" in str(raised.value)
    assert "broken.txt: the draw deck has 0 value cards; it needs exactly 52" in str(raised.value)


def test_loading_to_play_takes_an_illegal_format_but_not_a_broken_construction() -> None:
    assert load_deck_file(DECKS / "fourth_ring_base_set.txt").outfit.title == "The Fourth Ring"
    with pytest.raises(DeckFileError, match="5 copies of Allie Hensman"):
        load_deck_file(DECKS / "experienced.txt")


# --- construction (§2.1) and the current format -------------------------------------------


def test_experienced_versions_share_the_four_copies() -> None:
    read = read_deck_file(DECKS / "experienced.txt")
    assert read.deck is not None
    assert "5 copies of Allie Hensman; at most 4 are allowed" in validate_deck(read.deck)


def test_the_current_format_is_the_data_default() -> None:
    fmt = current_format()
    assert (fmt.code, fmt.name, fmt.up_to) == ("wwe1.0.0", WWE, "19001")
    assert [f.code for f in formats()] == ["cmpd1.9.2", "wwe1.0.0"]


@pytest.mark.parametrize("name", starter_decks())
def test_starter_decks_verdicts(name: str) -> None:
    """The Gunfighter decks are Weird West Edition decks; the Learn to Play decks hold
    Base Set titles never reprinted from card 19001 on."""
    problems = deck_format_problems(load_deck(name))
    assert (problems == []) == ("Gunfighter" in name), problems


def test_a_printing_out_of_the_pool_is_legal_by_its_reprint() -> None:
    db, fmt = card_db(), current_format()
    base_shotgun = db.find("Shotgun (Base Set)")
    assert not fmt.allows_printing(base_shotgun)
    assert fmt.legal_printing(base_shotgun) == db.find("Shotgun (Weird West Edition)")
    assert format_problems([base_shotgun]) == []
    assert format_problems([db.find("Travis Moone")]) == [
        f"Travis Moone has no printing legal in {WWE} (it allows printings from card 19001 on)"
    ]


def test_the_base_set_jokers_are_the_exceptions_and_other_old_jokers_are_out() -> None:
    db = card_db()
    assert format_problems([db.by_code("01144"), db.by_code("01145")]) == []
    assert format_problems([db.by_code("10040")]) != []  # Devil's Joker (Red), The Light Shineth


def test_banned_cards_are_out_whatever_their_code() -> None:
    decimator = card_db().by_code("19028")
    assert current_format().allows_printing(decimator)
    assert format_problems([decimator]) == [f"Decimator Array is banned in {WWE}"]


def test_restricted_from_and_the_restricted_list() -> None:
    """The older list reads `restricted_from` the other way round; a restricted list
    allows one of its titles (empty in both issues today, so a made-up one)."""
    db = card_db()
    old = next(f for f in formats() if f.code == "cmpd1.9.2")
    assert old.allows_printing(db.by_code("01084")) and not old.allows_printing(db.by_code("24151"))
    made_up = Format("x", "Made Up", None, None, frozenset(), frozenset(), frozenset({"01084", "01082"}))
    one = [db.by_code("01084"), db.by_code("24151")]  # two printings of one restricted title
    assert format_problems(one, made_up) == []
    assert format_problems([*one, db.by_code("01082")], made_up) == [
        "the deck holds 2 restricted cards (Shotgun, Bluetick); Made Up allows one"
    ]


# --- gomorra decks FILE ---------------------------------------------------------------------


def test_the_command_checks_a_legal_file() -> None:
    result = CliRunner().invoke(main, ["decks", str(DECKS / "law_dogs_mine.txt")], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert f"legal in the current format ({WWE})" in result.output
    assert (
        "Shotgun (Base Set) is out of the current format; the title is legal by its Weird West"
        in result.output
    )
    assert "Law Dogs (Weird West Edition) [24009]" in result.output


def test_the_command_lists_every_problem_and_exits_1() -> None:
    result = CliRunner().invoke(main, ["decks", str(DECKS / "broken.txt")], env={"COLUMNS": "200"})
    assert result.exit_code == 1
    assert "broken.txt:4: no card is called 'Shotgn'. Did you mean: Shotgun?" in result.output
    assert "broken.txt:5: 0 copies of Bluetick" in result.output
    assert f"not legal in the current format ({WWE}):" in result.output
    assert "the draw deck has 0 value cards; it needs exactly 52" in result.output


def test_the_command_names_unserved_cards_and_illegal_titles() -> None:
    result = CliRunner().invoke(
        main, ["decks", str(DECKS / "fourth_ring_base_set.txt")], env={"COLUMNS": "300"}
    )
    assert result.exit_code == 1
    assert f"The Fourth Ring has no printing legal in {WWE}" in result.output
    result = CliRunner().invoke(main, ["decks", str(DECKS / "experienced.txt")], env={"COLUMNS": "300"})
    assert "not served yet (each plays as if it had no text): Allie Hensman (Exp.1)" in result.output


def test_the_command_on_a_missing_file() -> None:
    result = CliRunner().invoke(main, ["decks", "no/such/deck.txt"])
    assert result.exit_code == 1
    assert "no/such/deck.txt: no such deck file: check the path" in result.output


def test_a_deck_file_plays_whole_days_in_self_play() -> None:
    """The deck a file describes plays against the starter decks (`python -m harness.growth
    --deck FILE`): the random agent takes it past setup into the days."""
    from harness.growth import self_play

    played = self_play(
        "random", range(2), max_decisions=400, deck=load_deck_file(DECKS / "law_dogs_mine.txt")
    )
    assert played.decisions > 100
    assert played.days >= 2


def test_a_scenario_names_a_broken_deck_file_with_every_problem() -> None:
    from harness.scenario import ScenarioError, ScenarioState

    state = ScenarioState()
    state.decks = ("decks/broken.txt", "Law Dogs - Learn to Play")
    state.deck_folders = (DECKS.parent,)
    with pytest.raises(ScenarioError) as raised:
        _ = state.game
    assert "decks/broken.txt:4: no card is called 'Shotgn'. Did you mean: Shotgun?" in str(raised.value)
    assert "decks/broken.txt:6: a second outfit" in str(raised.value)
    state = ScenarioState()
    state.decks = ("decks/nowhere.txt", "Law Dogs - Learn to Play")
    state.deck_folders = (DECKS.parent,)
    with pytest.raises(ScenarioError, match=r"no deck file 'decks/nowhere\.txt' in .*: check the path"):
        _ = state.game


def test_the_fuzzer_plays_a_deck_file_against_the_starter_decks(monkeypatch: pytest.MonkeyPatch) -> None:
    """`gomorra fuzz --deck FILE`: every deck start puts the file's deck on the first side."""
    from hypothesis import find

    from harness.fuzz.boards import DECK_FILES_VARIABLE, deck_starts

    mine = str(DECKS / "law_dogs_mine.txt")
    monkeypatch.setenv(DECK_FILES_VARIABLE, mine)
    start = find(deck_starts(), lambda start: True)
    assert start.decks is not None and start.decks[0] == mine
    assert start.decks[1] in starter_decks()
    game = start.game()
    assert game.players[0].outfit is not None and game.players[0].outfit.title == "Law Dogs"


def test_the_fuzz_command_refuses_a_broken_deck_file_with_every_problem() -> None:
    result = CliRunner().invoke(main, ["fuzz", "--deck", str(DECKS / "broken.txt")])
    assert result.exit_code == 2
    assert "broken.txt:4: no card is called 'Shotgn'. Did you mean: Shotgun?" in result.output


def test_dtdb_plain_text_export_reads_too() -> None:
    """A plain text list as dtdb lays it out: the outfit's line, section lines with their
    size, counted lines with the pack in parentheses, a "*" for the starting gang, a total
    line. A bare first line that is no card is an error, not a silent deck name: "Deck:"
    or "# " names the deck."""
    read = parse_deck_text(
        "Fourth Ring\nDeck: Fourth Ring\n\nThe Fourth Ring (Base Set)\n\nDude (2)\n1x Clementine Lepp* (Base Set)\n"
        "1x Avie Cline (Base Set)\n\nJoker (1)\n1x Joker (red) (Base Set)\n\nTotal: 3\n",
        "ring.txt",
    )
    assert [str(p) for p in read.problems] == [
        "ring.txt:1: no card is called 'Fourth Ring'. Did you mean: The Fourth Ring, Johnny Ringo?"
    ]
    assert read.deck is not None and read.deck.outfit.code == "01001"
    assert read.deck.name == "Fourth Ring"
    assert [(e.card.code, e.copies, e.starting) for e in read.deck.cards] == [
        ("01045", 1, True),
        ("01010", 1, False),
        ("01144", 1, False),
    ]
