""" "Each round's loser takes 1 extra casualty" (§5.7) as machinery: a player effect on any
loser, which a board can hold and a snapshot keeps (C3)."""

from __future__ import annotations

import copy
from typing import Any

from engine.casualties import extra_casualties
from engine.effects import EffectSpec, parse_spec, spec_problem
from engine.game import Game

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {"name": "Player1", "outfit": "The Sloane Gang", "dudes": ["Pancho Castillo"]},
        {"name": "Player2", "outfit": "Law Dogs", "dudes": ["Olivia Jenks"]},
    ],
}
EFFECT = {
    "source": "Pancho Castillo",
    "effect": "player extra_casualties +1",
    "players": "any",
    "until": "end of day",
    "player": "Player1",
}


def test_the_extra_casualty_is_a_player_amount_a_board_may_hold() -> None:
    spec = parse_spec("player extra_casualties +1")
    assert spec == EffectSpec("player", "extra_casualties", 1)
    assert spec_problem(spec) is None


def test_it_reaches_either_loser_and_survives_a_snapshot() -> None:
    plain = Game.from_board(BOARD)
    assert [extra_casualties(plain, p) for p in plain.players] == [0, 0]
    board = copy.deepcopy(BOARD)
    board["effects"] = [EFFECT]
    game = Game.from_board(board)
    assert [extra_casualties(game, p) for p in game.players] == [1, 1]
    rebuilt = Game.from_board(game.snapshot())
    assert [extra_casualties(rebuilt, p) for p in rebuilt.players] == [1, 1]
    only_opponents = copy.deepcopy(board)
    only_opponents["effects"][0]["players"] = "opponent"
    game = Game.from_board(only_opponents)
    assert [extra_casualties(game, p) for p in game.players] == [0, 1]
