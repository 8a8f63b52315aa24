"""Running out of cards never breaks the game (rules digest §5.5, §7.1, §9.3, §10).

An empty deck is refilled by shuffling the discard pile in; a player with too few
cards even then draws, deals or is dealt a smaller hand, ranked on the cards it has.
These positions come from hand-made boards (a real deck holds 52 cards), but a board
with short decks must still play on: no exception from `Game.from_board` or any decision.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.game import Game
from engine.shootout import posse_problems
from harness.agents import RandomAgent

FILLER = ["Bottom Dealin'", "B & B Attorneys", "Roan", "Cheatin' Varmint", "Auction"]


def shootout_board(
    deck1: list[str], deck2: list[str], *, discard1: list[str] | None = None
) -> dict[str, Any]:
    """A shootout at the town square about to start round 1, with the given piles."""
    return {
        "version": 1,
        "seed": 3,
        "phase": "high noon",
        "players": [
            {
                "name": "Player1",
                "outfit": "The Sloane Gang",
                "ghost_rock": 5,
                "dudes": [
                    {"card": "Jake Smiley", "at": "Town Square"},
                    {"card": "Clint Ramsey", "at": "Town Square"},
                ],
                "deck": deck1,
                "discard": discard1 or [],
            },
            {
                "name": "Player2",
                "outfit": "Law Dogs",
                "ghost_rock": 5,
                "dudes": [{"card": "Olivia Jenks", "at": "Town Square"}],
                "deck": deck2,
            },
        ],
        "shootout": {
            "location": "Town Square",
            "leader": "Jake Smiley",
            "mark": "Olivia Jenks",
            "posses": {"Player1": ["Jake Smiley", "Clint Ramsey"]},
        },
    }


def test_a_shootout_board_with_empty_decks_fights_with_empty_hands() -> None:
    game = Game.from_board(shootout_board([], []))
    game.decide("Player1", "Clint Ramsey")  # a stud with 2 bullets: 7 cards to draw
    lines = game.log.lines()
    assert "Player1 runs out of cards and draws 0 of 7" in lines
    assert "Player2 reveals no cards: High Card (rank 1)" in lines
    assert "The round is an exact tie: each side takes 1 casualty" in lines
    assert game.pending is not None


def test_the_discard_pile_is_shuffled_in_before_a_hand_comes_up_short() -> None:
    game = Game.from_board(shootout_board([], [], discard1=FILLER[:3]))
    game.decide("Player1", "Clint Ramsey")
    lines = game.log.lines()
    assert lines.index("Player1 shuffles their discard pile into their deck") < lines.index(
        "Player1 runs out of cards and draws 3 of 7"
    )
    assert len(game.players[0].deck) == 0


@pytest.mark.parametrize("seed", range(12))
def test_boards_with_short_decks_play_on_to_the_end(seed: int) -> None:
    """Short decks and discard piles of 0-4 cards: random players answer every decision
    until the game ends or 3000 decisions pass; nothing raises, posses stay sound."""
    rng = random.Random(seed)
    board = shootout_board(
        FILLER[: rng.randrange(5)], FILLER[: rng.randrange(5)], discard1=FILLER[: rng.randrange(5)]
    )
    game = Game.from_board(board)
    agent = RandomAgent(seed)
    for _ in range(3000):
        pending = game.pending
        if pending is None:
            break
        game.decide(pending.player, agent.choose(game, pending))
        assert posse_problems(game) == []
    assert any(" runs out of cards and " in line for line in game.log.lines())
