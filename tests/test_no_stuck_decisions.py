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


def test_a_cards_later_ability_and_a_second_copy_never_share_a_key() -> None:
    """ "Cheatin' Varmint #2" is the second copy; "Cheatin' Varmint (2nd ability)" the first
    copy's second ability; the second copy's second ability is "Cheatin' Varmint #2 (2nd
    ability)" (the outside reliability run found one id naming two plays)."""
    from engine.abilities import ability_key, ordinal, split_ability_key

    keys = {ability_key(uid, i) for uid in ("Cheatin' Varmint", "Cheatin' Varmint #2") for i in range(2)}
    assert keys == {
        "Cheatin' Varmint",
        "Cheatin' Varmint (2nd ability)",
        "Cheatin' Varmint #2",
        "Cheatin' Varmint #2 (2nd ability)",
    }
    assert all(split_ability_key(ability_key(u, i)) == (u, i) for u in ("X", "X #3") for i in range(4))
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == [
        "1st",
        "2nd",
        "3rd",
        "4th",
        "11th",
        "12th",
        "13th",
        "21st",
        "22nd",
    ]


def test_two_copies_of_a_two_ability_card_offer_four_distinct_plays() -> None:
    board = {
        "phase": "high noon",
        "players": [
            {
                "outfit": "The Sloane Gang",
                "hand": ["Cheatin' Varmint", "Cheatin' Varmint #2"],
                "ghost_rock": 10,
            },
            {"outfit": "Law Dogs"},
        ],
    }
    game = Game.from_board(board)
    cards = [game.card("Cheatin' Varmint"), game.card("Cheatin' Varmint #2")]
    keys = [a.key for card in cards for a in card.abilities]
    assert len(keys) == len(set(keys)) == 4


def test_a_board_naming_an_ability_the_card_does_not_have_is_refused() -> None:
    """ "Shotgun (3rd ability)" on a board names no ability: refused at its path, not
    silently counted for nothing."""
    from engine.board_spec import BoardError

    board = {
        "phase": "high noon",
        "used_abilities": ["Shotgun (3rd ability)"],
        "players": [
            {"outfit": "Law Dogs", "dudes": [{"card": "Clyde Owens", "attachments": ["Shotgun"]}]},
            {"outfit": "The Sloane Gang"},
        ],
    }
    with pytest.raises(
        BoardError, match=r"Shotgun has 1 ability: there is no 'Shotgun \(3rd ability\)'"
    ) as refused:
        Game.from_board(board)
    assert refused.value.path == "$.used_abilities[0]"
    board["used_abilities"] = ["Shotgun"]
    assert Game.from_board(board).used_abilities() == ["Shotgun"]
