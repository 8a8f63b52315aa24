"""Tokens (rules digest §1.2): a token brought into play by an effect survives a snapshot
(contract C3) and, leaving play any way, goes out of the game rather than to a pile."""

from __future__ import annotations

from typing import Any

from engine.board_export import game_to_board
from engine.game import Game
from engine.zones import Zone

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {"outfit": "The Sloane Gang", "deck": ["Pancho Castillo"] * 3, "dudes": ["Jake Smiley"]},
        {
            "outfit": "Law Dogs",
            "deck": ["Clyde Owens"] * 3,
            "dudes": [{"card": "Olivia Jenks", "at": "Town Square"}],
        },
    ],
}


def test_a_token_put_into_play_survives_a_board_export() -> None:
    game = Game.from_board(BOARD)
    player = game.players[0]
    token = game.actions.put_token_into_play(player, "Gunslinger", location="Town Square")
    assert token.in_play and token.location == "Town Square" and token.controller is player
    board = game_to_board(game)
    again = Game.from_board(board)
    copy = again.card(token.uid)
    assert copy.in_play and copy.location == "Town Square" and copy.data.is_token
    assert copy.controller is again.players[0]
    assert game_to_board(again) == board


def test_a_second_token_is_a_second_card() -> None:
    game = Game.from_board(BOARD)
    player = game.players[0]
    first = game.actions.put_token_into_play(player, "Gunslinger", location="Town Square")
    second = game.actions.put_token_into_play(player, "Gunslinger", location="Town Square")
    assert first is not second and first.uid != second.uid
    assert first.in_play and second.in_play


def test_a_token_sent_to_any_pile_is_removed_from_the_game() -> None:
    game = Game.from_board(BOARD)
    player = game.players[0]
    for zone in (Zone.HAND, Zone.DECK, Zone.DISCARD, Zone.BOOT_HILL):
        token = game.actions.put_token_into_play(player, "Gunslinger", location="Town Square")
        game.actions.put_in_pile(token, zone)
        assert token.zone is Zone.OUT_OF_GAME
        assert token not in player.pile(zone)


def test_only_a_token_card_can_be_put_into_play_as_one() -> None:
    game = Game.from_board(BOARD)
    try:
        game.actions.put_token_into_play(game.players[0], "Pancho Castillo", location="Town Square")
    except ValueError as error:
        assert "not a token" in str(error)
    else:
        raise AssertionError("a dude that is not a token was put into play as one")


def test_a_token_that_takes_back_a_removed_tokens_uid_keeps_its_reactions() -> None:
    """A removed token gives its uid back; the new token under it still listens to events
    (the reaction index is rebuilt, not left pointing at the removed card)."""
    game = Game.from_board(BOARD)
    player = game.players[0]
    first = game.actions.put_token_into_play(player, "Gunslinger", location="Town Square")
    assert id(first) in game.listeners.cards(game, "onShootoutPhaseFinished")
    game.actions.remove_from_game(first)
    second = game.actions.put_token_into_play(player, "Gunslinger", location="Town Square")
    assert second.uid == first.uid and second is not first
    listening = game.listeners.cards(game, "onShootoutPhaseFinished")
    assert id(second) in listening and id(first) not in listening
