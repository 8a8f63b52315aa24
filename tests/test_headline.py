"""Headline (§1.4) as machinery: the uses a board and a snapshot carry (C3), the day's
limit outside shootouts, and a clear error for a Headline use a board misspells. The
shootout rule itself is proven in features/rules/shootout/headline.feature."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engine.board_spec import BoardError
from engine.game import Game
from engine.rules import rule

DUDES: dict[str, Any] = {
    "phase": "high noon",
    "players": [
        {
            "name": "Player1",
            "outfit": "The Sloane Gang",
            "dudes": [{"card": "Clint Ramsey", "at": "Town Square"}],
        },
        {
            "name": "Player2",
            "outfit": "Law Dogs",
            "hand": ["Hot Lead Flyin'"],
            "dudes": [{"card": "Steele Archer", "at": "Town Square"}],
        },
    ],
}


def board(**extra: Any) -> dict[str, Any]:
    return copy.deepcopy(DUDES) | extra


def test_a_headline_played_in_a_shootout_survives_a_snapshot() -> None:
    shootout = {"location": "Town Square", "leader": "Clint Ramsey", "mark": "Steele Archer"}
    game = Game.from_board(board(shootout=shootout | {"used_abilities": ["headline:shootout"]}))
    refusal = game.why_not("Player2", "react Hot Lead Flyin'")
    assert refusal is not None and refusal.rule == rule("keyword.headline")
    snapshot = game.snapshot()
    assert snapshot["shootout"]["used_abilities"] == ["headline:shootout"]
    assert Game.from_board(snapshot).why_not("Player2", "react Hot Lead Flyin'") == refusal
    fresh = Game.from_board(board(shootout=shootout))
    assert "used_abilities" not in fresh.snapshot()["shootout"]
    assert fresh.why_not("Player2", "react Hot Lead Flyin'") != refusal


def test_outside_shootouts_a_headline_counts_for_the_day() -> None:
    game = Game.from_board(board(used_abilities=["headline:day"]))
    refusal = game.why_not("Player2", "play Hot Lead Flyin'")
    assert refusal is not None
    assert (refusal.rule, refusal.reason) == (
        rule("keyword.headline"),
        "A Headline has already been played today outside shootouts: Hot Lead Flyin' is one",
    )
    assert Game.from_board(game.snapshot()).why_not("Player2", "play Hot Lead Flyin'") == refusal


def test_a_misspelt_headline_use_is_refused_with_the_right_words() -> None:
    with pytest.raises(BoardError) as error:
        Game.from_board(board(used_abilities=["headline:noon"]))
    assert "headline:day or headline:shootout" in str(error.value)
    assert "$.used_abilities[0]" in str(error.value)
