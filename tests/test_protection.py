"""Scoped protection (`engine/protection.py`) as machinery, apart from any card: flags a
board may hold that keep other players' abilities of a kind from choosing a card, from
affecting it, or from lowering its bullets; a card's own player is never kept out."""

from __future__ import annotations

import copy
from typing import Any

from engine.abilities import ActionAbility, Context, Target
from engine.effects import EffectSpec
from engine.game import Game
from engine.protection import (
    ACTION_CARDS,
    CARD_EFFECTS,
    SHOOTOUT_ABILITIES,
    allowed_specs,
    bullets_flag,
    kinds_of,
    protected_flag,
    redirected,
    shielded,
)

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {
            "name": "Player1",
            "outfit": "The Sloane Gang",
            "hand": ["Sun in Yer Eyes"],
            "dudes": ["Pancho Castillo"],
        },
        {"name": "Player2", "outfit": "Law Dogs", "dudes": ["Olivia Jenks", "Steven Wiles"]},
    ],
}
MINUS_TWO = EffectSpec("modify", "bullets", -2)
DRAW = EffectSpec("flag", "draw")


def game_with(flag: str, on: str = "Olivia Jenks") -> Game:
    board = copy.deepcopy(BOARD)
    board["effects"] = [{"source": on, "target": on, "effect": flag, "until": "end of day"}]
    return Game.from_board(board)


def context(game: Game, source: str, play_type: str, player: int = 0) -> Context:
    card = game.card(source)
    ability = ActionAbility(card=card, title=source, handler=lambda c: None, play_type=play_type)
    return Context(game, game.players[player], card, ability)


def test_the_kind_of_an_ability() -> None:
    game = Game.from_board(BOARD)
    assert kinds_of(context(game, "Sun in Yer Eyes", "shootout")) == [
        SHOOTOUT_ABILITIES,
        ACTION_CARDS,
        CARD_EFFECTS,
    ]
    assert kinds_of(context(game, "Pancho Castillo", "shootout:join")) == [SHOOTOUT_ABILITIES, CARD_EFFECTS]
    # Every ability is a card effect ("not affected by other players' card effects").
    assert kinds_of(context(game, "Pancho Castillo", "noon")) == [CARD_EFFECTS]


def test_a_protected_card_is_no_target_for_other_players_abilities_of_that_kind() -> None:
    game = game_with(protected_flag(SHOOTOUT_ABILITIES))
    olivia = game.card("Olivia Jenks")
    shootout_play = context(game, "Pancho Castillo", "shootout")
    assert shielded(game, olivia, shootout_play)
    assert not shielded(game, olivia, context(game, "Pancho Castillo", "noon"))
    assert not shielded(game, olivia, context(game, "Olivia Jenks", "shootout", player=1))
    eligible = Target(choose=False).eligible(shootout_play)
    assert olivia not in eligible and game.card("Steven Wiles") in eligible
    assert allowed_specs(game, olivia, shootout_play, (MINUS_TWO, DRAW)) == ()


def test_action_cards_are_a_kind_of_their_own() -> None:
    game = game_with(protected_flag(ACTION_CARDS))
    olivia = game.card("Olivia Jenks")
    assert shielded(game, olivia, context(game, "Sun in Yer Eyes", "shootout"))
    assert not shielded(game, olivia, context(game, "Pancho Castillo", "shootout"))


def test_bullets_not_lowered_keeps_the_rest_of_the_effect() -> None:
    game = game_with(bullets_flag(SHOOTOUT_ABILITIES))
    olivia = game.card("Olivia Jenks")
    raise_one = EffectSpec("modify", "bullets", 1)
    theirs, mine = context(game, "Pancho Castillo", "shootout"), context(game, "Olivia Jenks", "shootout", 1)
    assert allowed_specs(game, olivia, theirs, (MINUS_TWO, DRAW, raise_one)) == (DRAW, raise_one)
    assert allowed_specs(game, olivia, mine, (MINUS_TWO, DRAW)) == (MINUS_TWO, DRAW)
    assert allowed_specs(game, olivia, context(game, "Pancho Castillo", "noon"), (MINUS_TWO,)) == (MINUS_TWO,)


def test_no_redirect_without_a_declaring_card() -> None:
    game = Game.from_board(BOARD)
    dudes = [game.card("Olivia Jenks"), game.card("Steven Wiles")]
    assert redirected(game, context(game, "Sun in Yer Eyes", "shootout"), dudes) == dudes


def test_the_flags_survive_a_snapshot() -> None:
    game = game_with(protected_flag(SHOOTOUT_ABILITIES))
    rebuilt = Game.from_board(game.snapshot())
    assert rebuilt.effects.has_flag(rebuilt.card("Olivia Jenks"), protected_flag(SHOOTOUT_ABILITIES))
