""" "Cannot use their abilities" (`effects.cannot_use_abilities`, Unprepared) as machinery:
the card's actions are refused naming the rule, for play and why-not alike, a board can
hold the flag, and the card's traits keep working."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engine.decisions import IllegalPlay
from engine.game import Game
from engine.rules import rule

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {"name": "Player1", "outfit": "The Sloane Gang", "dudes": ["Allie Hensman", "Sloane"]},
        {"name": "Player2", "outfit": "Law Dogs", "dudes": ["Olivia Jenks"]},
    ],
}


def banned(*dudes: str) -> Game:
    board = copy.deepcopy(BOARD)
    board["effects"] = [
        {"source": "Olivia Jenks", "target": dude, "effect": "cannot use abilities", "until": "end of day"}
        for dude in dudes
    ]
    return Game.from_board(board)


def test_a_dude_that_cannot_use_its_abilities_is_refused_them() -> None:
    assert Game.from_board(BOARD).why_not("Player1", "use Allie Hensman") is None
    game = banned("Allie Hensman")
    refusal = game.why_not("Player1", "use Allie Hensman")
    assert refusal is not None
    assert (refusal.rule, refusal.reason) == (
        rule("ability.condition"),
        "Allie Hensman cannot use its abilities",
    )
    before = game.digest()
    with pytest.raises(IllegalPlay):
        game.decide("Player1", "use Allie Hensman")
    assert game.digest() == before
    assert Game.from_board(game.snapshot()).why_not("Player1", "use Allie Hensman") == refusal


def test_its_traits_keep_working() -> None:
    game = banned("Sloane")
    sloane = game.card("Sloane")
    assert game.effects.has_flag(sloane, "cannot use abilities")
    assert game.effects.has_flag(sloane, "bounty at least 1")
