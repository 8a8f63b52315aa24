"""Editing draw hands (§5.5, §5.6) as machinery: a changed face lasts while the card is in
the draw hand, exchanged hands keep their owners' cards, and a set rank is a modifier."""

from __future__ import annotations

from typing import Any

from engine.abilities import cheatin_refusal
from engine.draw_hands import discard_draw_hand, playing_card, rank_again
from engine.game import Game
from engine.hands import PlayingCard, evaluate, parse_cards

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {
            "name": "Player1",
            "outfit": "The Sloane Gang",
            "hand": ["Pair of Six-Shooters", "Shotgun"],
            "dudes": [{"card": "Steele Archer"}],
        },
        {"name": "Player2", "outfit": "Law Dogs", "hand": ["Pinto", "Roan"]},
    ],
}


def game_with_hands() -> Game:
    game = Game.from_board(BOARD)
    one, two = game.players
    for card in list(one.hand):
        game.actions.put_into_draw_hand(card, one)
    for card in list(two.hand):
        game.actions.put_into_draw_hand(card, two)
    return game


def test_a_changed_face_is_forgotten_once_the_card_leaves_the_draw_hand() -> None:
    game = game_with_hands()
    one = game.players[0]
    card = game.card("Shotgun")
    game.actions.change_draw_hand_card(card, 1, "S")
    assert playing_card(card) == PlayingCard(1, "S")
    discard_draw_hand(game, one)
    assert card in one.discard
    assert card.drawn_as is None
    assert playing_card(card) == PlayingCard(card.data.value or 0, card.data.suit or "")


def test_a_dude_put_into_a_draw_hand_leaves_play() -> None:
    game = game_with_hands()
    one = game.players[0]
    dude = game.card("Steele Archer")
    game.actions.put_into_draw_hand(dude, one)
    assert dude in one.draw_hand
    assert not dude.in_play
    assert dude not in one.dudes()


def test_exchanged_hands_go_to_their_owners_piles() -> None:
    game = game_with_hands()
    one, two = game.players
    game.actions.exchange_draw_hands(one, two)
    assert [c.uid for c in one.draw_hand] == ["Pinto", "Roan"]
    assert [c.uid for c in two.draw_hand] == ["Pair of Six-Shooters", "Shotgun"]
    discard_draw_hand(game, one)
    assert game.card("Pinto") in two.discard


def test_a_set_rank_is_the_modifier_that_reaches_it() -> None:
    game = game_with_hands()
    one = game.players[0]
    result = rank_again(game, one)
    game.actions.set_rank(one, 9)
    assert result.total(one.rank_modifier) == 9
    game.actions.set_rank(one, 14)
    assert result.total(one.rank_modifier) == 11
    assert one.rank_modifier == 11 - result.rank


def test_a_protected_player_refuses_cheatin_resolutions_and_a_board_holds_the_protection() -> None:
    protection = {
        "source": "The Sloane Gang",
        "players": "current",
        "effect": "player cheatin_protected +1",
        "until": "end of shootout round",
    }
    cheatin = evaluate(parse_cards("3H 3H 3D 6C KH"))
    unprotected = Game.from_board(BOARD)
    unprotected.hand_results[0] = cheatin
    assert cheatin_refusal(unprotected, unprotected.players[1]) is None
    game = Game.from_board({**BOARD, "effects": [protection]})
    game.hand_results[0] = cheatin
    refusal = cheatin_refusal(game, game.players[1])
    assert refusal is not None and refusal.rule.id == "cheatin.protected"
    assert refusal.reason == "Cheatin' resolutions cannot be played on Player1 this round"
    rebuilt = Game.from_board(game.snapshot())
    assert rebuilt.effects.player_amount(rebuilt.players[0], "cheatin_protected") == 1
    assert rebuilt.effects.player_amount(rebuilt.players[1], "cheatin_protected") == 0
