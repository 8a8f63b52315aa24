"""A Condition attached to the town square (`engine.conditions`) on a board (contract C3):
the town square is no card, so the board lists it under its owner's
`town_square_attachments`; it reads back attached there, in play, and is written back
the same. Only a Condition may stand there."""

from __future__ import annotations

from typing import Any

import pytest

from engine.board_export import game_to_board
from engine.board_spec import BoardError
from engine.conditions import attached_at, attached_to_town_square
from engine.game import Game
from engine.model import TOWN_SQUARE


def board(attachments: list[Any]) -> dict[str, Any]:
    return {
        "phase": "high noon",
        "players": [
            {"outfit": "The Sloane Gang", "town_square_attachments": attachments},
            {"outfit": "Law Dogs"},
        ],
    }


def test_a_condition_at_the_town_square_reads_and_writes_back() -> None:
    game = Game.from_board(board(["Tumblebleeds!", {"card": "Tumblebleeds! #2", "booted": True}]))
    first, second = game.card("Tumblebleeds!"), game.card("Tumblebleeds! #2")
    assert attached_to_town_square(first) and attached_to_town_square(second)
    assert attached_at(game, TOWN_SQUARE) == [first, second]
    assert game.actions.location_of(first) == TOWN_SQUARE
    written = game_to_board(game)["players"][0]["town_square_attachments"]
    assert written == ["Tumblebleeds!", {"card": "Tumblebleeds! #2", "booted": True}]
    assert game_to_board(Game.from_board(game_to_board(game))) == game_to_board(game)


def test_a_discarded_condition_leaves_the_town_square() -> None:
    game = Game.from_board(board(["Tumblebleeds!"]))
    card = game.card("Tumblebleeds!")
    game.actions.discard(card)
    assert not attached_to_town_square(card) and card.location is None
    assert "town_square_attachments" not in game_to_board(game)["players"][0]


def test_only_a_condition_attaches_to_the_town_square() -> None:
    with pytest.raises(BoardError):
        Game.from_board(board(["Shotgun"]))
