"""`gomorra decks` says which cards of a starter deck the engine does not serve yet (a
printed ability with no script), and the Weird West Edition's Gunfighter decks have none."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from cards.decks import load_deck, starter_decks
from harness.cli import main
from harness.commands.decks import blocking, served

GUNFIGHTERS = [name for name in starter_decks() if "Gunfighter" in name]


def test_a_card_is_scripted_unscripted_or_needs_none() -> None:
    assert served("01146") == "scripted"  # Gunslinger (Base Set): its script is cards/dtr/gunslinger.py
    assert served("24092") == "no script needed"  # Rob Wilby: no text
    assert served("01010") == "no script needed"  # Avie Cline: no text


def test_blocking_lists_exactly_the_cards_not_served() -> None:
    for name in starter_decks():
        deck = load_deck(name)
        cards = [deck.outfit, *([deck.legend] if deck.legend else []), *(e.card for e in deck.cards)]
        expected = {c.title for c in cards if served(c.code) == "not served"}
        assert set(blocking(deck)) == expected


def test_the_list_names_what_blocks_a_deck() -> None:
    result = CliRunner().invoke(main, ["decks"], env={"COLUMNS": "300"})
    assert result.exit_code == 0
    for name in starter_decks():
        missing = blocking(load_deck(name))
        if missing:
            assert missing[0] in result.output


@pytest.mark.parametrize("name", GUNFIGHTERS)
def test_every_gunfighter_deck_is_served(name: str) -> None:
    assert blocking(load_deck(name)) == []
