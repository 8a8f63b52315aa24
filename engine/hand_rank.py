"""Hand rank (rules digest §5.6): a draw hand's rank and what modifies it this round.

Two kinds of modifier add up: those an effect makes as it resolves ("lower a player's hand
rank by 1", `actions.modify_rank`, kept on the player until the round ends) and those a
lasting effect gives while it lasts, read whenever the rank is read ("during this round's
resolution, the player with the most Horses in their posse gains +1 hand rank", a player
effect on `HAND_RANK` whose amount may depend on the player). The total stays 1..11.
A lasting modifier that an ability of a locked type made ("hand ranks cannot be modified by
Shootout, React, or non-Cheatin' Resolution abilities", `engine.type_locks`) does not count
while the lock holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.effects import Effect
    from engine.game import Game
    from engine.model import Player

#: A player effect: +/- hand rank while it lasts (`rank_modifier`).
HAND_RANK = "hand_rank"


def rank_modifier(game: Game, player: Player) -> int:
    """What this round's modifiers add to `player`'s hand rank (§5.6): those effects made
    as they resolved (`actions.modify_rank`) and those a lasting effect gives while it
    lasts, read when the rank is ("during this round's resolution, the player with the
    most Horses in their posse gains +1 hand rank")."""
    from engine.type_locks import HAND_RANK as LOCKED_RANK
    from engine.type_locks import counts

    def unlocked(effect: Effect) -> bool:
        return counts(game, player, LOCKED_RANK, effect)

    lasting = game.effects.player_amount(player, HAND_RANK, unlocked)
    if lasting:
        game.trace("shootout.rank_modifier.lasting")
    return player.rank_modifier + lasting
