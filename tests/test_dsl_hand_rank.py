"""`self.hand_rank(player)`, the DSL's "your hand rank": the revealed total with this
round's modifiers, clamped 1..11 (§5.6), and 0 while there is no revealed hand."""

from __future__ import annotations

from typing import Any

from engine.game import Game
from engine.hands import best_hand, parse_cards

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {
            "name": "Player1",
            "outfit": "The Sloane Gang",
            "dudes": [{"card": "Olivia Jenks", "attachments": ["Force Field"]}],
        },
        {"name": "Player2", "outfit": "Law Dogs", "dudes": ["Steele Archer"]},
    ],
}


def test_hand_rank_is_the_revealed_total_with_the_rounds_modifier() -> None:
    game = Game.from_board(BOARD)
    script = game.card("Force Field").script
    assert script is not None
    player1, player2 = game.players
    assert script.hand_rank(player1) == 0
    game.hand_results[player1.index] = best_hand(parse_cards("3H 3D 6C 9S KH"))
    game.hand_results[player2.index] = best_hand(parse_cards("4S 4C 4D 9H KC"))
    assert (script.hand_rank(player1), script.hand_rank(player2)) == (2, 4)
    game.actions.modify_rank(player1, 1)
    assert script.hand_rank(player1) == 3
    game.actions.modify_rank(player1, 20)
    assert script.hand_rank(player1) == 11
