"""Taking ghost rock from a player (digest §9.1, rule economy.take): what they have, up to
the amount, into the taker's stash; nothing while an effect forbids it (Bank of California)."""

from __future__ import annotations

from typing import Any

from engine.dsl.effects import EffectCatalogue
from engine.effects import Duration, Effect
from engine.game import Game

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {
            "outfit": "The Sloane Gang",
            "ghost_rock": 1,
            "deck": ["Pancho Castillo"] * 3,
            "dudes": ["Jake Smiley"],
        },
        {"outfit": "Law Dogs", "ghost_rock": 5, "deck": ["Clyde Owens"] * 3, "dudes": ["Clyde Owens"]},
    ],
}


def test_takes_up_to_the_amount() -> None:
    game = Game.from_board(BOARD)
    taker, victim = game.players
    assert game.actions.take_ghost_rock(taker, victim, 3) == 3
    assert (taker.ghost_rock, victim.ghost_rock) == (4, 2)


def test_takes_no_more_than_the_victim_has() -> None:
    game = Game.from_board(BOARD)
    taker, victim = game.players
    assert game.actions.take_ghost_rock(taker, victim, 9) == 5
    assert (taker.ghost_rock, victim.ghost_rock) == (6, 0)
    assert game.actions.take_ghost_rock(taker, victim, 2) == 0


def test_an_effect_forbids_taking_from_its_player_only() -> None:
    game = Game.from_board(BOARD)
    taker, victim = game.players
    shield = Effect(
        source=game.card("Clyde Owens"),
        specs=(EffectCatalogue.ghost_rock_cannot_be_taken(),),
        duration=Duration.DAY,
        targets_players=True,
        player=victim,
    )
    game.effects.add_lasting(shield)
    assert game.actions.take_ghost_rock(taker, victim, 3) == 0
    assert (taker.ghost_rock, victim.ghost_rock) == (1, 5)
    assert game.actions.take_ghost_rock(victim, taker, 3) == 1
    assert (taker.ghost_rock, victim.ghost_rock) == (0, 6)
