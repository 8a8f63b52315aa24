"""Attachment limits (§1.4, §3.5) as machinery: the keep decision survives a snapshot,
why-not answers for it, and a board naming two copies of a unique card in play is refused
(one in Boot Hill is legal)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engine.board_spec import BoardError
from engine.game import Game

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {
            "name": "Player1",
            "outfit": "The Sloane Gang",
            "ghost_rock": 10,
            "hand": ["Peacemaker"],
            "deck": ["Roan", "Pinto", "Shotgun"],
            "dudes": [{"card": "Pancho Castillo", "attachments": ["Shotgun"]}],
        },
        {"name": "Player2", "outfit": "Law Dogs", "ghost_rock": 2, "deck": ["Clyde Owens"]},
    ],
}


def second_weapon_shopped() -> Game:
    game = Game.from_board(BOARD)
    game.decide("Player1", "shop Peacemaker on Pancho Castillo")
    return game


def test_the_keep_decision_follows_the_play_that_broke_the_limit() -> None:
    game = second_weapon_shopped()
    assert game.pending is not None
    assert (game.pending.player, game.pending.prompt) == (0, "Select a Weapon")
    assert game.pending.ids() == ["keep Shotgun", "keep Peacemaker"]


def test_a_snapshot_taken_while_the_choice_is_pending_rebuilds_it() -> None:
    game = second_weapon_shopped()
    snapshot = game.snapshot()
    assert snapshot["replay"] == [["Player1", "shop Peacemaker on Pancho Castillo"]]
    rebuilt = Game.from_board(snapshot)
    assert rebuilt.digest() == game.digest()
    for each in (game, rebuilt):
        each.decide("Player1", "keep Peacemaker")
    assert rebuilt.digest() == game.digest()
    assert [c.uid for c in game.card("Pancho Castillo").attachments] == ["Peacemaker"]
    assert game.card("Shotgun") in game.players[0].discard


def test_why_not_names_the_limit_for_both_players() -> None:
    game = second_weapon_shopped()
    before = game.digest()
    for player, answer in (("Player1", "keep Roan"), ("Player2", "keep Shotgun")):
        refusal = game.why_not(player, answer)
        assert refusal is not None and refusal.rule.id == "attachments.limit", refusal
    assert game.why_not("Player1", "keep Shotgun") is None
    assert game.digest() == before


def test_a_board_with_a_unique_conflict_names_the_entry_and_the_rule() -> None:
    board = copy.deepcopy(BOARD)
    board["players"][0]["dudes"].append("Pancho Castillo #2")
    with pytest.raises(BoardError, match="remove one of them") as caught:
        Game.from_board(board)
    assert caught.value.path == "$.players[0].dudes[1]"
    assert caught.value.rule is not None and caught.value.rule.id == "unique"


def test_a_unique_card_in_play_with_its_copy_in_boot_hill_round_trips() -> None:
    """The fuzzer's finding (C3): acing a copy from hand leaves a legal position whose
    snapshot must rebuild; the copy in Boot Hill still keeps a third one from coming in."""
    board = copy.deepcopy(BOARD)
    board["players"][0]["boot_hill"] = ["Pancho Castillo"]
    board["players"][0]["hand"].append("Pancho Castillo")
    game = Game.from_board(board)
    rebuilt = Game.from_board(game.snapshot())
    assert rebuilt.position_digest() == game.position_digest()
    hire = "shop Pancho Castillo #2"
    refusal = rebuilt.why_not("Player1", hire)
    assert refusal is not None and refusal.rule.id == "unique", refusal
