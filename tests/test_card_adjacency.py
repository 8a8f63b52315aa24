"""Adjacency made by cards (digest §4.1) lasts while the card is in play, and a Totem leaves
play with its location (§9.2): checked by taking the cards out of play directly, which no
card scripted yet does to a deed in a scenario."""

from __future__ import annotations

from typing import Any

from engine.game import Game
from engine.zones import Zone

SPIRIT_TRAIL = "Spirit Trail (Weird West Edition)"
OFFICE = "Surveyor's Office (Weird West Edition)"

BOARD: dict[str, Any] = {
    "phase": "high noon",
    "players": [
        {
            "name": "Player1",
            "outfit": "The Spiritual Society (Weird West Edition)",
            "street": ["home", OFFICE, {"card": "General Store", "attachments": [SPIRIT_TRAIL]}],
            "out_of_town": [{"card": "Blake Ranch", "attachments": [f"{SPIRIT_TRAIL} #2"]}],
        },
        {"name": "Player2", "outfit": "Law Dogs", "out_of_town": ["Jackson's Strike"]},
    ],
}


def test_the_office_is_adjacent_to_out_of_town_deeds_until_it_leaves_play() -> None:
    game = Game.from_board(BOARD)
    assert game.locations.adjacent(OFFICE, "Jackson's Strike")
    assert game.locations.adjacent("Jackson's Strike", OFFICE), "adjacency goes both ways"
    assert not game.locations.adjacent("Jackson's Strike", "Blake Ranch"), "out of town to out of town is not"
    game.actions.discard(game.card(OFFICE))
    assert not game.locations.adjacent(OFFICE, "Jackson's Strike")


def test_a_blank_office_makes_nothing_adjacent() -> None:
    game = Game.from_board(
        BOARD
        | {"effects": [{"source": OFFICE, "target": OFFICE, "effect": "blank", "until": "end of phase"}]}
    )
    assert not game.locations.adjacent(OFFICE, "Jackson's Strike")


def test_spirit_trails_link_their_locations_until_one_leaves_play_with_its_deed() -> None:
    game = Game.from_board(BOARD)
    assert game.locations.adjacent("General Store", "Blake Ranch")
    assert "Blake Ranch" in game.locations.adjacent_to("General Store")
    game.actions.discard(game.card("Blake Ranch"))
    trail = game.card(f"{SPIRIT_TRAIL} #2")
    assert trail.zone is Zone.DISCARD, "a Totem leaves play with the location it is planted at"
    assert not game.locations.adjacent("General Store", "Blake Ranch")
    assert "Blake Ranch" not in game.locations.adjacent_to("General Store")


def test_a_totem_planted_on_a_home_survives_a_snapshot() -> None:
    """A Totem may be planted on a home (§3.5): the board keeps it (`home_attachments`)."""
    board = BOARD | {
        "players": [
            BOARD["players"][0] | {"home_attachments": [f"{SPIRIT_TRAIL} #3"]},
            BOARD["players"][1],
        ]
    }
    game = Game.from_board(board)
    home = game.players[0].home
    assert [card.uid for card in home.attachments] == [f"{SPIRIT_TRAIL} #3"]
    assert game.locations.adjacent(home.uid, "Blake Ranch"), "its Spirit Trail links the home"
    rebuilt = Game.from_board(game.snapshot())
    assert rebuilt.snapshot() == game.snapshot()
    assert [card.uid for card in rebuilt.players[0].home.attachments] == [f"{SPIRIT_TRAIL} #3"]
