"""Another play in the same window (§8.1, `engine.windows`): a player told to "make another
play" makes it before the turn passes, in High Noon and in a play window alike; a play granted
and not made ends with the window."""

from __future__ import annotations

from typing import Any

from engine.game import Game

BOARD: dict[str, Any] = {
    "seed": 5,
    "phase": "high noon",
    "players": [
        {"name": "Player1", "outfit": "The Sloane Gang", "hand": ["Reserves"], "dudes": ["Jake Smiley"]},
        {"name": "Player2", "outfit": "Law Dogs", "dudes": ["Clint Ramsey"]},
    ],
}


def test_after_a_play_with_another_granted_the_same_player_plays_again() -> None:
    game = Game.from_board(BOARD)
    player1 = game.players[0]
    game.actions.grant_another_play(player1)
    game.decide("Player1", "play Reserves")
    assert game.pending is not None and game.pending.player == 0
    assert "Player1 makes another play" in game.log.lines()
    assert player1.extra_plays == 0
    game.decide("Player1", "pass")
    assert game.pending is not None and game.pending.player == 1


def test_without_another_play_the_turn_passes() -> None:
    game = Game.from_board(BOARD)
    game.decide("Player1", "play Reserves")
    assert game.pending is not None and game.pending.player == 1
    assert "Player1 makes another play" not in game.log.lines()


def test_a_pass_does_not_take_the_granted_play_and_the_turn_ends_it() -> None:
    game = Game.from_board(BOARD)
    player1 = game.players[0]
    game.actions.grant_another_play(player1)
    game.decide("Player1", "pass")
    assert game.pending is not None and game.pending.player == 1
    assert player1.extra_plays == 0
