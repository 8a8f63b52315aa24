"""The engine fuzzer in the default suite: its boards are legal, and a short derandomized
run of the machine (harness.fuzz.machine) finds every invariant holding.

The run is bounded by `harness.fuzz.profiles.suite_settings` (a dozen games of at most
64 decisions: a few seconds); `gomorra fuzz` is the long run."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import Phase, find, given, settings
from hypothesis import strategies as st
from hypothesis.errors import NoSuchExample

from engine.game import Game
from harness.fuzz.boards import Start, built_boards, deck_starts, focus_starts, scenario_starts
from harness.fuzz.checks import CHECKS
from harness.fuzz.machine import EngineMachine
from harness.fuzz.profiles import suite_settings
from harness.fuzz.timing import scripted_titles

TestEngineFuzz = EngineMachine.TestCase
TestEngineFuzz.settings = suite_settings()


@settings(suite_settings(), max_examples=25)
@given(built_boards())
def test_a_built_board_builds_and_keeps_every_invariant(board: dict[str, object]) -> None:
    game = Game.from_board(board)
    for name, check in CHECKS.items():
        assert check(game) == [], f"{name}: {check(game)}\n{board}"


@settings(suite_settings(), max_examples=8)
@given(st.one_of(scenario_starts(), deck_starts()))
def test_scenario_and_deck_starts_build(start: Start) -> None:
    game = start.game()
    assert game.phase != "setup"
    assert CHECKS["board"](game) == []


@pytest.mark.slow
def test_built_boards_reach_every_phase_shootouts_and_every_duration() -> None:
    """The strategy really produces what the fuzzer claims to cover: within 2,000 boards,
    every phase, a shootout and every duration. The search stops at the board that
    completes the set (`find`, shrinking off), so the test costs what the strategy needs
    today, and fails only if 2,000 boards do not reach them all."""
    expected = {f"phase {p}" for p in ("gambling", "upkeep", "high noon", "sundown")} | {"shootout"}
    expected |= {
        f"until {d}"
        for d in (
            "end of shootout round",
            "end of shootout",
            "end of shootout or phase",
            "end of phase",
            "end of day",
            "permanent",
        )
    }
    seen: set[str] = set()

    def completes_the_set(board: dict[str, Any]) -> bool:
        seen.add(f"phase {board['phase']}")
        if "shootout" in board:
            seen.add("shootout")
        for effect in board.get("effects", []):
            seen.add(f"until {effect['until']}")
        return expected <= seen

    # The draws depend on the scripted pool (every new script changes them): 400 boards
    # stopped reaching a shootout-round effect once the Weird West cards came in, and 1000
    # an end-of-shootout effect once There Comes a Reckoning and Too Tough to Die did.
    search = settings(
        suite_settings(), max_examples=2000, database=None, derandomize=True, phases=[Phase.generate]
    )
    try:
        find(built_boards(), completes_the_set, settings=search)
    except NoSuchExample:
        pytest.fail(f"2,000 built boards never reached: {sorted(expected - seen)}")


def test_the_report_lists_each_scripted_cards_printed_windows_and_what_fuzzing_offered() -> None:
    """The reached report's per-card rows: printed windows from the card's text, offers
    counted by window, and the printed windows never offered."""
    from harness.fuzz.campaign import card_windows

    cards = card_windows({"01084 shootout plays": 3, "01084 high noon": 1})
    assert cards["Shotgun"] == {
        "code": "01084",
        "printed": ["shootout plays"],
        "offered": {"high noon": 1, "shootout plays": 3},
        "missing": [],
    }
    assert cards["Pistol Whip"]["missing"] == ["shootout plays"]
    assert len(cards) == len(scripted_titles())


def test_focus_boards_put_their_card_on_the_board_often_mid_shootout() -> None:
    seen: set[str] = set()

    @settings(suite_settings(), max_examples=30, database=None, derandomize=True)
    @given(focus_starts())
    def collect(start: Start) -> None:
        assert start.board is not None
        assert start.name in str(start.board)
        if "shootout" in start.board:
            seen.add("shootout")
        game = start.game()
        assert CHECKS["board"](game) == []

    collect()
    assert "shootout" in seen
