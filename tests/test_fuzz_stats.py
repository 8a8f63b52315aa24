"""The fuzzer's stat check (`harness.fuzz.checks.stat_problems`) recomputes each stat from
the printed value and the effects in force, apart from the engine's effect index. It must
know when a lasting effect is not in force yet, or no longer: "If that dude is chosen as
the shooter, they get -3 bullets" (Pinned Down) waits for the pick; "during the next
shootout round" holds in that one round only (§8.3)."""

from __future__ import annotations

from typing import Any

from engine.game import Game
from harness.fuzz.checks import stat_problems


def _shootout(**effect: Any) -> Game:
    """Clint Ramsey (2 bullets) and Jake Smiley against Steven Wiles at the Town Square,
    round 1, Player1 about to pick a shooter, with one lasting effect of -2 bullets on Clint
    as `effect` says."""
    board: dict[str, Any] = {
        "phase": "high noon",
        "players": [
            {
                "outfit": "Law Dogs",
                "dudes": [
                    {"card": "Clint Ramsey", "at": "Town Square"},
                    {"card": "Jake Smiley", "at": "Town Square"},
                ],
            },
            {"outfit": "Law Dogs", "dudes": [{"card": "Steven Wiles", "at": "Town Square"}]},
        ],
        "shootout": {
            "location": "Town Square",
            "leader": "Clint Ramsey",
            "mark": "Steven Wiles",
            "posses": {"Player1": ["Clint Ramsey", "Jake Smiley"], "Player2": ["Steven Wiles"]},
            "round": 1,
        },
        "effects": [
            {
                "source": "Steven Wiles",
                "target": "Clint Ramsey",
                "effect": "bullets -2",
                "until": "end of shootout",
                **effect,
            }
        ],
    }
    return Game.from_board(board)


def _bullets(game: Game) -> int:
    (jake,) = [card for card in game.cards_in_play() if card.uid == "Clint Ramsey"]
    return game.effects.stat(jake, "bullets")


def test_an_effect_waiting_for_its_dude_to_be_chosen_as_shooter_is_not_counted_yet() -> None:
    game = _shootout(waits_for_shooter=True)
    assert game.pending is not None and game.pending.prompt == "Select a dude"
    assert _bullets(game) == 2
    assert stat_problems(game) == []
    game.decide("Player1", "Clint Ramsey")
    assert _bullets(game) == 0
    assert stat_problems(game) == []


def test_an_effect_of_another_shootout_round_is_not_counted() -> None:
    game = _shootout(in_round=2)
    assert _bullets(game) == 2
    assert stat_problems(game) == []


def test_an_effect_in_force_is_counted() -> None:
    """The check still sees a stat the engine misreads: the effect is in force here."""
    game = _shootout(in_round=1)
    assert _bullets(game) == 0
    assert stat_problems(game) == []
