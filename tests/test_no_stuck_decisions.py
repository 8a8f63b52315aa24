"""No decision without options (issue 20): a card's choice among nothing is skipped and
logged instead of waiting forever, and the invariants the sweep and the fuzzer check
after every decision refuse a pending decision with no option or with one id twice."""

from __future__ import annotations

from collections.abc import Generator

import pytest

from engine.abilities import Context
from engine.decisions import Decision, Option
from engine.flow import NothingToChoose, run_handler
from engine.game import Game
from harness.invariants import check_invariants, decision_problems
from tests.test_contracts import BOARD


def test_an_empty_choice_of_a_card_is_logged_and_ends_the_effect() -> None:
    game = Game.from_board(BOARD)
    card = next(c for c in game.cards_in_play() if c.script is not None and c.abilities)
    assert card.script is not None
    ability = card.abilities[0]
    context = Context(game, card.controller, card, ability)
    steps: list[str] = []

    def handler() -> Generator[Decision, str, None]:
        steps.append("before")
        assert card.script is not None
        yield from card.script.select_card(context, [])  # type: ignore[attr-defined]
        steps.append("after")  # never reached: nothing was chosen, nothing changes

    flow = run_handler(handler())
    with pytest.raises(StopIteration):
        next(flow)
    assert steps == ["before"]
    assert game.log.lines()[-1] == f"{card.controller.name} has nothing to select for {card.title}"


def test_nothing_to_choose_is_caught_where_the_handler_runs() -> None:
    def handler() -> Generator[Decision, str, str]:
        raise NothingToChoose("Select a card")
        yield  # a generator

    with pytest.raises(StopIteration) as stopped:
        next(run_handler(handler()))
    assert stopped.value.value is None


def test_a_pending_decision_with_no_option_breaks_an_invariant() -> None:
    game = Game.from_board(BOARD)
    game.pending = Decision(0, "Select a card", [])
    assert decision_problems(game) == ["Player1 must answer 'Select a card' with no option to choose"]
    assert decision_problems(game)[0] in check_invariants(game)


def test_two_plays_behind_one_option_id_break_an_invariant() -> None:
    game = Game.from_board(BOARD)
    game.pending = Decision(
        1, "Select a dude", [Option("use X", "a"), Option("use X", "b"), Option("y", "y")]
    )
    assert decision_problems(game) == ["Player2 is offered 'use X' more than once at 'Select a dude'"]


def test_the_starting_board_keeps_the_decision_invariant() -> None:
    assert decision_problems(Game.from_board(BOARD)) == []
