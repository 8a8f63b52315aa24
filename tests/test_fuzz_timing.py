"""Timing windows, per card (rules digest §8.1; `harness.fuzz.timing`).

Every scripted card is put on random boards — in play or in hand, in each phase of the
day and at the start of a shootout round — and the game goes on with decisions Hypothesis
draws. At every decision an ability is offered only in a window its printed text names,
and the card under test, when not offered, is refused by the right rule with the game
unchanged. The ordinary run explores each card a few times; GOMORRA_FUZZ=1 (or the
`fuzz` profile) explores fifty times more.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from cards.database import card_db
from engine.game import Game
from harness.fuzz.timing import (
    budget,
    describe_failure,
    explore,
    offered_violations,
    printed_ability_windows,
    printed_react,
    printed_windows,
    scripted_titles,
    timing_boards,
)

STEPS = 30


def windows_of(title: str) -> set[str]:
    return set(printed_windows(card_db().find(title).text_html))


def test_the_oracle_reads_each_printed_timing() -> None:
    assert windows_of("Shotgun") == {"shootout plays"}
    assert windows_of("Bottom Dealin'") == {"shootout resolution", "gambling"}
    assert windows_of("Soul Blast") == {"shootout plays"}, "a spell's window is the word before Hex"
    assert windows_of("Judge Harry Somerset") == {"high noon"}, "a Noon Job"
    assert windows_of("Zhu's Ferocity") == {"shootout plays"}, "a Shootout technique"
    assert windows_of("Mechanical Horse") == {"high noon"}, "its React is no play-window ability"
    assert windows_of("Travis Moone") == set() and printed_react(card_db().find("Travis Moone").text_html)
    assert windows_of("Jake Smiley") == set(), "a trait is never played"
    assert windows_of("TLC John Yarbrough") == {"high noon", "shootout plays"}, (
        '"Noon / Shootout:" is printed with spaces round the slash'
    )
    windage = printed_ability_windows(card_db().find("Kentucky Windage").text_html)
    assert windage == [{"shootout plays"}] * 2, 'its first ability misprints "Shoutout Hex 5"'


def test_every_scripted_card_is_explored() -> None:
    titles = scripted_titles()
    assert len(titles) >= 50 and {"Shotgun", "Bottom Dealin'", "The Sloane Gang"} <= set(titles)


def test_an_ability_offered_outside_its_printed_window_is_caught() -> None:
    """The strict direction can fail: were Reserves printed "Shootout:", offering it at
    High Noon would be flagged."""
    board: dict[str, Any] = {
        "players": [
            {
                "outfit": "The Sloane Gang",
                "ghost_rock": 5,
                "hand": ["Reserves"],
                "dudes": ["Pancho Castillo"],
            },
            {"outfit": "Law Dogs", "dudes": ["Clyde Owens"]},
        ]
    }
    game = Game.from_board(board)
    assert "play Reserves" in game.pending.ids() if game.pending else False
    assert offered_violations(game) == []
    reserves = game.card("Reserves")
    reserves.data = dataclasses.replace(reserves.data, text_html="<b>Shootout:</b> Gain 1 ghost rock.")
    assert offered_violations(game) == ["'play Reserves' is offered in high noon; printed: shootout plays"]


@pytest.mark.parametrize("title", sorted(set(scripted_titles())))  # reworded reprints share a title
@budget(3)
@given(data=st.data())
def test_abilities_are_offered_exactly_in_their_printed_windows(title: str, data: st.DataObject) -> None:
    board = data.draw(timing_boards(title), label="board")
    record = explore(title, board, lambda count: data.draw(st.integers(0, count - 1)), STEPS)
    note(describe_failure(record, board))
    assert record.violations == []
