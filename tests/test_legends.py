"""Legends (rules digest §1.2, engine.legends): a Legend on a board survives a snapshot
(contract C3) booted or not, the picture shows it, and ordinary card effects never choose,
discard or ace it (ruling legend-stays-beside-the-outfit)."""

from __future__ import annotations

from typing import Any

from engine.abilities import Context, Target
from engine.board_export import game_to_board
from engine.game import Game
from harness.pictures import board_svg

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {"outfit": "Law Dogs", "legend": "Darius Hellstromme", "legend_booted": True, "ghost_rock": 4},
        {"outfit": "The Sloane Gang", "dudes": ["Jake Smiley"]},
    ],
}


def test_a_booted_legend_survives_a_board_export() -> None:
    game = Game.from_board(BOARD)
    legend = game.players[0].legend
    assert legend is not None and legend.in_play and legend.booted and legend.location is None
    assert legend in game.cards_in_play() and legend.own_abilities
    board = game_to_board(game)
    assert board["players"][0]["legend"] == "Darius Hellstromme"
    assert board["players"][0]["legend_booted"] is True
    again = Game.from_board(board)
    copy = again.players[0].legend
    assert copy is not None and copy.booted and copy.in_play and copy.own_abilities
    assert game_to_board(again) == board


def test_an_unbooted_legend_exports_no_boot_flag() -> None:
    game = Game.from_board(
        {**BOARD, "players": [{**BOARD["players"][0], "legend_booted": False}, BOARD["players"][1]]}
    )
    assert "legend_booted" not in game_to_board(game)["players"][0]


def test_the_picture_shows_the_legend_booted() -> None:
    svg = board_svg(game_to_board(Game.from_board(BOARD)))
    assert "legend Darius Hellstromme (booted)" in svg


def test_ordinary_effects_neither_discard_nor_ace_a_legend() -> None:
    game = Game.from_board(BOARD)
    legend = game.players[0].legend
    assert legend is not None
    game.actions.discard(legend)
    game.actions.ace(legend)
    assert legend.in_play and legend in game.cards_in_play()
    assert "Darius Hellstromme is a legend: it cannot be discarded" in game.log.lines()
    assert "Darius Hellstromme is a legend: it cannot be aced" in game.log.lines()


def test_an_effect_choosing_any_card_in_play_never_offers_a_legend() -> None:
    game = Game.from_board(BOARD)
    player, jake = game.players[0], game.card("Jake Smiley")
    legend = player.legend
    assert legend is not None
    ability = legend.own_abilities[0]
    context = Context(game, player, legend, ability)
    chosen = Target(prompt="Select a card", card_type="any").eligible(context)
    assert jake in chosen and legend not in chosen
    assert legend in Target(prompt="Select a card", card_type="legend").eligible(context)


def test_a_card_effect_leaves_a_card_in_lacys_discard_pile() -> None:
    """Lacy O'Malley (22003): a card effect that would still move a card out of her player's
    discard pile (none offers one: engine.discard_pile) leaves it there; the rules do not."""
    from engine.card_effects import acting
    from engine.zones import Zone

    game = Game.from_board(
        {
            "phase": "high noon",
            "players": [
                {"outfit": "Law Dogs", "legend": "Lacy O'Malley", "discard": ["Shotgun", "Roan"]},
                {"outfit": "The Sloane Gang"},
            ],
        }
    )
    player = game.players[0]
    shotgun, roan = game.card("Shotgun"), game.card("Roan")
    with acting(game, game.players[1], "noon"):
        game.actions.put_in_pile(shotgun, Zone.HAND)
        game.actions.remove_from_game(roan)
    assert shotgun in player.discard and roan in player.discard
    assert "Shotgun stays in Player1's discard pile" in game.log.lines()
    game.actions.put_in_pile(shotgun, Zone.HAND)  # the rules' own move
    assert shotgun in player.hand


def test_a_legend_is_listed_once_in_play() -> None:
    """The zone invariant (harness.invariants): a Legend is among the cards in play, once."""
    from harness.invariants import zone_problems

    assert zone_problems(Game.from_board(BOARD)) == []
