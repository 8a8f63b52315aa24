"""`engine.posse.bring_in`, where a posse's joiners reach the fight: whatever let a dude
who "cannot move" in (a path that forgot to ask), he never reaches a fight elsewhere,
so he is not in its posse (board invariant C5) and the log does not say he moved."""

from __future__ import annotations

import copy

from engine.game import Game
from engine.posse import Joiner, bring_in, posse_problems

BOARD = {
    "seed": 2,
    "phase": "high noon",
    "players": [
        {
            "name": "Player1",
            "outfit": "Encroaching Darkness",
            "dudes": [
                {"card": "Mongwau the Mighty", "at": "Town Square"},
                {"card": "Agent Provocateur", "at": "home"},
            ],
        },
        {"name": "Player2", "outfit": "Law Dogs", "dudes": [{"card": "Prescott Utter", "at": "Town Square"}]},
    ],
    "shootout": {
        "location": "Town Square",
        "leader": "Mongwau the Mighty",
        "mark": "Prescott Utter",
        "posses": {"Player1": ["Mongwau the Mighty"], "Player2": ["Prescott Utter"]},
    },
}


def test_a_joiner_who_cannot_move_stays_where_he_is_and_out_of_the_posse() -> None:
    game = Game.from_board(BOARD)
    state, player, agent = game.shootout, game.players[0], game.card("Agent Provocateur")
    assert state is not None
    state.posse(player).append(agent)
    for _ in bring_in(game, state, player, [Joiner(agent, True)]):
        raise AssertionError("nothing to ask")
    assert agent.location == player.home.uid and not agent.booted
    assert state.posse(player) == [game.card("Mongwau the Mighty")]
    assert posse_problems(game) == []
    assert "Agent Provocateur cannot move from Player1's home to join the posse" in game.log.lines()


def test_a_joiner_a_restriction_keeps_from_moving_stays_out_of_the_posse_and_the_log_says_no_move() -> None:
    """A move refused as the joiner is brought in (a restriction on the card effect, which
    logs its own reason): he stays where he is, out of the posse, and no line says he moved."""
    board = copy.deepcopy(BOARD)
    board["players"][0]["dudes"][1] = {"card": "Jake Smiley", "at": "home"}
    game = Game.from_board(board)
    state, player, jake = game.shootout, game.players[0], game.card("Jake Smiley")
    assert state is not None
    state.posse(player).append(jake)
    game.actions.kept_from_moving = lambda dude, destination: True  # type: ignore[method-assign]
    for _ in bring_in(game, state, player, [Joiner(jake, False)]):
        raise AssertionError("nothing to ask")
    assert jake.location == player.home.uid
    assert state.posse(player) == [game.card("Mongwau the Mighty")]
    assert posse_problems(game) == []
    assert not any("moves Jake Smiley" in line for line in game.log.lines())
