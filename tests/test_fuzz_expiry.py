"""Effect expiry (rules digest §8.3; `harness.fuzz.expiry`).

Random lasting effects of every duration, made in every phase and mid-shootout (some with
their source out of play or blanked), are followed through random legal decisions: at
every decision each is in force exactly while the rules keep it. The scripted cards'
own effects are followed the same way on the timing boards. Regressions found by the
fuzzer come first, each as the smallest board and decisions that showed it.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from engine.effects import Duration, Effect
from engine.game import Game
from harness.fuzz.expiry import ExpiryOracle, expiry_boards, play
from harness.fuzz.timing import budget, scripted_titles, timing_boards

STEPS = 60


def upkeep_board(until: str) -> dict[str, Any]:
    return {
        "phase": "upkeep",
        "players": [
            {"outfit": "The Sloane Gang", "dudes": ["Pancho Castillo"]},
            {"outfit": "Law Dogs", "ghost_rock": 5, "dudes": ["Clyde Owens"]},
        ],
        "effects": [
            {"source": "The Sloane Gang", "target": "Pancho Castillo", "effect": "bullets +1", "until": until}
        ],
    }


# -- regressions -----------------------------------------------------------------------
@pytest.mark.parametrize("until", ["permanent", "end of day", "end of phase"])
def test_an_effect_on_a_dude_that_left_play_ends_with_it(until: str) -> None:
    """Found by the fuzzer: the effect stayed on a dude discarded at Upkeep (the engine
    looked for targets out of play before the dude had left), ready to apply again should
    the same card come back into play — which the rules make a new card (§13.1)."""
    game = Game.from_board(upkeep_board(until))
    assert [e.describe() for e in game.effects.lasting] == ["bullets +1"]
    game.decide("Player1", "discard Pancho Castillo")
    assert game.card("Pancho Castillo").zone == "discard"
    assert game.effects.lasting == []


def test_a_reacts_effect_on_a_board_lasts_the_boards_phase() -> None:
    """Found by the fuzzer: a board's React effect (not in a shootout) named no phase, so
    the effect invariants called it outlived from the start. It lasts the board's phase,
    as a React's effect made at that position does."""
    board = upkeep_board("end of shootout or phase")
    board["phase"] = "high noon"
    game = Game.from_board(board)
    assert game.effects.check_invariants() == []
    assert game.effects.lasting[0].phase == "high noon"
    game.decide("Player1", "pass")
    game.decide("Player2", "pass")
    assert game.effects.lasting == [], "High Noon is over"


# -- the oracle can fail ---------------------------------------------------------------
def test_the_oracle_flags_an_effect_that_outlives_its_day() -> None:
    game = Game.from_board(upkeep_board("end of day"))
    oracle = ExpiryOracle(game)
    oracle.scan()
    assert oracle.violations() == []
    game.day += 1  # as if the engine had missed the end of the day
    assert oracle.violations() == [
        "The Sloane Gang: bullets +1 (end of day), made day 1 upkeep, is still in force at day 2 upkeep"
    ]


def test_the_oracle_flags_an_effect_that_ends_early() -> None:
    game = Game.from_board(upkeep_board("end of phase"))
    oracle = ExpiryOracle(game)
    oracle.scan()
    game.effects.lasting = []  # as if the engine had ended it at once
    assert oracle.violations() == [
        "The Sloane Gang: bullets +1 (end of phase), made day 1 upkeep, ended early, at day 1 upkeep"
    ]


def test_a_phase_already_over_today_is_tomorrows() -> None:
    """An effect until the end of Upkeep made at High Noon lasts through tomorrow's Upkeep."""
    board = upkeep_board("end of phase")
    board["phase"] = "high noon"
    board["effects"][0]["phase"] = "upkeep"
    game = Game.from_board(board)
    oracle = ExpiryOracle(game)
    oracle.scan()
    made = next(iter(oracle.created.values()))
    assert isinstance(made.effect, Effect) and made.effect.duration is Duration.PHASE
    game.day, game.phase = 2, "upkeep"
    assert oracle.alive(made)
    game.phase = "high noon"
    assert not oracle.alive(made)


# -- the properties --------------------------------------------------------------------
@budget(25)
@given(data=st.data())
def test_lasting_effects_end_exactly_when_the_rules_say(data: st.DataObject) -> None:
    board = data.draw(expiry_boards(), label="board")
    oracle = ExpiryOracle.build(board)
    violations, decisions = play(oracle, lambda count: data.draw(st.integers(0, count - 1)), STEPS)
    note(f"board: {board}\ndecisions: {decisions}")
    assert violations == []


@budget(20)
@given(data=st.data())
def test_scripted_cards_effects_end_exactly_when_the_rules_say(data: st.DataObject) -> None:
    title = data.draw(st.sampled_from(scripted_titles()), label="card")
    board = data.draw(timing_boards(title), label="board")
    oracle = ExpiryOracle.build(board)
    violations, decisions = play(oracle, lambda count: data.draw(st.integers(0, count - 1)), STEPS)
    note(f"board: {board}\ndecisions: {decisions}")
    assert violations == []
