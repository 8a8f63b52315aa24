"""Extra uses of an ability (§3.3, `Actions.allow_another_use`): "can be used another time"
gives one more use within the ability's limit, even to an ability not used yet, and a
board (C3) keeps the extra uses not yet taken."""

from __future__ import annotations

from typing import Any

from engine.board_export import game_to_board
from engine.game import Game

BOARD: dict[str, Any] = {
    "seed": 5,
    "phase": "high noon",
    "players": [
        {
            "name": "Player1",
            "outfit": "The Sloane Gang",
            "dudes": [{"card": "Allie Hensman", "at": "Town Square"}],
        },
        {"name": "Player2", "outfit": "Law Dogs"},
    ],
}


def allie(game: Game) -> Any:
    return game.card("Allie Hensman").abilities[0]


def test_an_unused_ability_given_another_use_may_be_used_twice() -> None:
    game = Game.from_board(BOARD)
    ability = allie(game)
    game.actions.allow_another_use(ability)
    ability.record_use(game)
    assert ability.uses_left(game)
    ability.record_use(game)
    assert not ability.uses_left(game)


def test_a_used_ability_given_another_use_is_no_longer_used() -> None:
    game = Game.from_board({**BOARD, "used_abilities": ["Allie Hensman"]})
    ability = allie(game)
    assert ability.has_been_used(game) and not ability.uses_left(game)
    game.actions.allow_another_use(ability)
    assert not ability.has_been_used(game) and ability.uses_left(game)


def test_extra_uses_not_yet_taken_survive_a_snapshot() -> None:
    game = Game.from_board(BOARD)
    game.actions.allow_another_use(allie(game))
    board = game_to_board(game)
    assert board["extra_uses"] == ["Allie Hensman"]
    again = Game.from_board(board)
    ability = allie(again)
    ability.record_use(again)
    assert ability.uses_left(again)
    assert "extra_uses" not in game_to_board(again)
