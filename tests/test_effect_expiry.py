"""When a lasting effect "until the end of phase X" ends (rules digest §8.3, contract C5).

Reading: it ends at the end of the *next* phase X. Made during phase X or before it that
day, that is today's X; made after today's X ended, it is the next day's X — the digest's
"until after the next Upkeep" (the online engine's `untilEndOfPhase('upkeep')`, removed at
the next end of that phase, whatever the day). Noon abilities such as California Tax
Office and Old Man McDroste rely on it: their effect is for tomorrow's Upkeep. It never
lives longer, and a phase name the day does not have is refused rather than kept forever.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engine.board_spec import BoardError
from engine.game import Game

BOARD: dict[str, Any] = {
    "seed": 4,
    "phase": "high noon",
    "players": [
        {
            "outfit": "The Sloane Gang",
            "deck": ["Pancho Castillo", "Jonah Essex", "Barton Everest", "Fred Aims", "Silas Aims"] * 4,
            "dudes": ["Jake Smiley"],
        },
        {
            "outfit": "Law Dogs",
            "deck": ["Clyde Owens", "Tommy Harden", "Philip Swinford", "Abram Grothe", "Prescott Utter"] * 4,
            "dudes": ["Clyde Owens"],
        },
    ],
}


def board_with(until_phase: str, phase: str = "high noon") -> dict[str, Any]:
    board = copy.deepcopy(BOARD)
    board["phase"] = phase
    board["effects"] = [
        {
            "source": "Jake Smiley",
            "target": "Jake Smiley",
            "effect": "bullets +1",
            "until": "end of phase",
            "phase": until_phase,
        }
    ]
    return board


def bullets_by_phase(game: Game, days: int = 2) -> list[tuple[int, str, int]]:
    """Jake Smiley's bullets at each decision, passing everything, for `days` more days."""
    seen: list[tuple[int, str, int]] = []
    last_day = game.day + days
    while game.pending is not None and game.day < last_day:
        seen.append((game.day, game.phase, game.card("Jake Smiley").bullets))
        pending = game.pending
        game.decide(pending.player, pending.options[0].id)
    return seen


def test_an_effect_until_the_end_of_a_phase_already_over_today_ends_with_that_phase_tomorrow() -> None:
    game = Game.from_board(board_with("upkeep"))
    printed = game.card("Jake Smiley").data.bullets
    seen = bullets_by_phase(game)
    assert (1, "high noon", printed + 1) in seen
    assert (2, "upkeep", printed + 1) in seen, "it lasts into the next day..."
    assert all(b == printed for day, phase, b in seen if day == 2 and phase in ("high noon", "sundown")), (
        "...and ends with that day's Upkeep"
    )


def test_an_effect_until_the_end_of_a_phase_still_to_come_today_ends_today() -> None:
    game = Game.from_board(board_with("sundown", phase="upkeep"))
    printed = game.card("Jake Smiley").data.bullets
    seen = bullets_by_phase(game)
    assert (1, "high noon", printed + 1) in seen
    assert all(b == printed for day, _, b in seen if day == 2)


def test_a_phase_the_day_does_not_have_is_refused() -> None:
    with pytest.raises(BoardError, match="Did you mean 'upkeep'") as caught:
        Game.from_board(board_with("upkep"))
    assert caught.value.path == "$.effects[0].phase"


def test_an_effect_that_outlives_its_phase_breaks_the_invariants() -> None:
    game = Game.from_board(board_with("upkeep"))
    assert game.effects.check_invariants() == []
    game.day += 1  # day 2's High Noon, as if the engine had missed the end of that Upkeep
    assert game.effects.check_invariants() == [
        "Jake Smiley (until the end of upkeep) outlived day 2's upkeep"
    ]
