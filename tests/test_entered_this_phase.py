"""Memory of this phase (contract C3): a card brought into play remembers the day and phase
("a dude that was brought into play this Noon phase"); a board keeps it as
`entered_this_phase`, and it lapses when the phase does."""

from __future__ import annotations

from typing import Any

from engine.board_export import game_to_board
from engine.game import Game

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {
            "outfit": "The Sloane Gang",
            "deck": ["Pancho Castillo"] * 3,
            "dudes": ["Jake Smiley", {"card": "Allie Hensman", "entered_this_phase": True}],
        },
        {"outfit": "Law Dogs", "deck": ["Clyde Owens"] * 3, "dudes": ["Clyde Owens"]},
    ],
}


def _dude(board: dict[str, Any], name: str) -> Any:
    return next(
        d for d in board["players"][0]["dudes"] if d == name or (isinstance(d, dict) and d["card"] == name)
    )


def test_a_board_says_which_dudes_entered_play_this_phase() -> None:
    game = Game.from_board(BOARD)
    assert game.card("Allie Hensman").entered_play_in == (1, "high noon")
    assert game.card("Jake Smiley").entered_play_in is None
    board = game_to_board(game)
    assert _dude(board, "Allie Hensman")["entered_this_phase"] is True
    assert _dude(board, "Jake Smiley") == "Jake Smiley"


def test_a_card_put_into_play_is_stamped_and_survives_the_export() -> None:
    game = Game.from_board(BOARD)
    player = game.players[0]
    pancho = next(c for c in player.deck if c.title == "Pancho Castillo")
    game.actions.put_into_play(pancho)
    assert pancho.entered_play_in == (game.day, game.phase)
    again = Game.from_board(game_to_board(game))
    assert again.card(pancho.uid).entered_play_in == (again.day, again.phase)


def test_the_stamp_lapses_with_the_phase() -> None:
    game = Game.from_board(BOARD)
    game.phase = "sundown"
    board = game_to_board(game)
    assert _dude(board, "Allie Hensman") == "Allie Hensman"


def test_leaving_play_forgets_it() -> None:
    game = Game.from_board(BOARD)
    allie = game.card("Allie Hensman")
    game.actions.discard(allie)
    assert allie.entered_play_in is None
