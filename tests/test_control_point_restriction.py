"""'Your dudes at this location cannot gain permanent control points except from jobs'
(Agent Provocateur, `engine.restrictions.control_point_refused`): a card effect at his
location gives his player's dudes there no control point; a job's text still does; dudes
elsewhere and the rules' own doing are untouched. The features prove the card effect case
on the board; the job case has no card yet that gives a point at a home, so it is shown
here on the engine call a job's text makes."""

from __future__ import annotations

from typing import Any

from engine.card_effects import as_card_effect
from engine.game import Game

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {
            "outfit": "The Sloane Gang",
            "dudes": [
                {"card": "Agent Provocateur", "at": "home"},
                {"card": "Pancho Castillo", "at": "home"},
                {"card": "Allie Hensman", "at": "Town Square"},
            ],
        },
        {"outfit": "Law Dogs", "dudes": [{"card": "Clyde Owens", "at": "home"}]},
    ],
}


def _give(game: Game, dude_title: str, *, from_job: bool) -> int:
    dude = game.card(dude_title)

    def handler() -> None:
        game.actions.add_control_point(dude)

    flow = as_card_effect(game, game.players[0], "noon", handler, from_job=from_job)
    for _ in flow:
        raise AssertionError("no decision expected")
    return dude.control_tokens


def test_a_card_effect_gives_no_control_point_at_his_location() -> None:
    assert _give(Game.from_board(BOARD), "Pancho Castillo", from_job=False) == 0


def test_a_jobs_text_still_gives_it() -> None:
    assert _give(Game.from_board(BOARD), "Pancho Castillo", from_job=True) == 1


def test_a_dude_elsewhere_gains_it() -> None:
    assert _give(Game.from_board(BOARD), "Allie Hensman", from_job=False) == 1
