"""A dude under another player's control (Alferd Packer: "Alferd joins your posse, under
your control") and a granted ability he took with him: a board keeps both, so the
snapshot rebuilds the same position (C3)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engine.board_export import game_to_board
from engine.board_spec import BoardError
from engine.game import Game
from tests.test_contracts import assert_rebuilds_and_continues, play_plan

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {
            "name": "Player1",
            "outfit": "The Sloane Gang",
            "ghost_rock": 10,
            "hand": ["Jake Smiley"],
            "deck": ["Pancho Castillo", "Jonah Essex", "Barton Everest", "Fred Aims", "Silas Aims"],
            "dudes": [{"card": "Olivia Jenks", "at": "Town Square"}],
        },
        {
            "name": "Player2",
            "outfit": "Law Dogs",
            "ghost_rock": 2,
            "deck": ["Clyde Owens", "Tommy Harden", "Philip Swinford", "Abram Grothe", "Prescott Utter"],
            "dudes": [
                {"card": "Steven Wiles", "at": "Town Square"},
                {"card": "Alferd Packer", "at": "Town Square"},
            ],
        },
    ],
}


def alferd_taken() -> Game:
    """Player1 hires Jake Smiley after Alferd came into play, then takes Alferd in a
    shootout: Alferd is Player2's, under Player1's control."""
    game = play_plan(
        BOARD,
        [
            "shop Jake Smiley",
            "pass",
            "call out Steven Wiles with Olivia Jenks",
            "accept",
            "done",
            "join Alferd Packer",
            "use The Sloane Gang (3rd ability)",
        ],
    )
    alferd = game.card("Alferd Packer")
    assert game.shootout is not None and alferd in game.shootout.posse(game.players[0])
    assert alferd.controller is game.players[0] and alferd.owner is game.players[1]
    return game


def test_a_taken_dude_rebuilds_in_the_same_place_among_his_new_controllers_dudes() -> None:
    """The board does not say when dudes of different players came into play: a game
    rebuilt from it lists the taken Alferd among Player1's dudes as the game does."""
    assert_rebuilds_and_continues(alferd_taken())


def test_a_board_keeps_who_owns_a_taken_dude() -> None:
    """Player1's dudes list Alferd, "owner: Player2": Player1 controls him, and he is
    Player2's card (his discard pile is Player2's); the board writes him back the same."""
    board = copy.deepcopy(BOARD)
    board["players"][1]["dudes"] = [{"card": "Steven Wiles", "at": "Town Square"}]
    board["players"][0]["dudes"].append({"card": "Alferd Packer", "at": "Town Square", "owner": "Player2"})
    game = Game.from_board(board)
    alferd = game.card("Alferd Packer")
    assert alferd.controller is game.players[0] and alferd.owner is game.players[1]
    assert game_to_board(game)["players"][0]["dudes"][-1] == {
        "card": "Alferd Packer",
        "at": "Town Square",
        "owner": "Player2",
    }
    game.actions.discard(alferd)
    assert alferd in game.players[1].discard


def test_a_use_of_a_granted_ability_the_card_no_longer_holds_is_read_back() -> None:
    """Player2's Law Dogs used Alferd's granted ability ("Law Dogs (2nd ability)") before
    Player2 took him: now Player1's outfit holds it, but the use still counts today."""
    board = copy.deepcopy(BOARD)
    board["used_abilities"] = ["Law Dogs (2nd ability)"]
    game = Game.from_board(board)
    assert len(game.card("Law Dogs").abilities) == 1
    assert "Law Dogs (2nd ability)" in game.snapshot()["used_abilities"]


def test_a_later_ability_no_card_on_the_board_could_hold_is_still_refused() -> None:
    board = copy.deepcopy(BOARD)
    board["used_abilities"] = ["Law Dogs (3rd ability)"]
    with pytest.raises(BoardError, match=r"Law Dogs has 1 ability: there is no 'Law Dogs \(3rd ability\)'"):
        Game.from_board(board)
