"""A board may attach a card another player owns (contract C3): "a card you do not own
attached to Geronimo's location", a Totem that stays its player's once the deed changed
hands. The card belongs to, and is controlled by, the named player; a board written back
keeps the owner, and a card of the parent's owner is written as before."""

from __future__ import annotations

from typing import Any

import pytest

from engine.board_export import game_to_board
from engine.board_spec import BoardError
from engine.game import Game

TOTEM = "Red Horse's Tail (Weird West Edition)"


def board(attachments: list[Any]) -> dict[str, Any]:
    return {
        "phase": "high noon",
        "players": [
            {"outfit": "The Spiritual Society (Weird West Edition)", "home_attachments": attachments},
            {"outfit": "Law Dogs"},
        ],
    }


def test_an_attachment_owned_by_another_player() -> None:
    game = Game.from_board(board([{"card": TOTEM, "owner": "Player2"}, f"{TOTEM} #2"]))
    theirs, ours = game.card(TOTEM), game.card(f"{TOTEM} #2")
    assert theirs.owner is game.players[1] and theirs.controller is game.players[1]
    assert ours.owner is game.players[0]
    written = game_to_board(game)["players"][0]["home_attachments"]
    assert written == [{"card": TOTEM, "owner": "Player2"}, f"{TOTEM} #2"]
    again = Game.from_board(game_to_board(game))
    assert again.card(TOTEM).owner is again.players[1]


def test_an_unknown_owner_is_refused() -> None:
    with pytest.raises(BoardError):
        Game.from_board(board([{"card": TOTEM, "owner": "Player3"}]))
