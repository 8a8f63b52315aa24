"""Gamblin' (rules digest §3.1): ante, lowball hands, cheatin', the pot, first player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.draw_hands import describe, evaluate_cards, hand_text
from engine.flow import Flow
from engine.hands import compare
from engine.windows import play_window
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Player

#: A safety net: an exact tie redraws (§3.1 c), but never forever.
MAX_REDRAWS = 50


def gambling(game: Game) -> Flow:
    game.checkpoint("gambling")
    game.emit("onPhaseStarted", phase="gambling")
    yield from game.resolve_events()
    ante(game)
    for _attempt in range(MAX_REDRAWS):
        yield from lowball_round(game)
        winner = lowball_winner(game)
        if winner is not None:
            break
        game.trace("gambling.lowball.tie")
        game.log.add("Lowball is an exact tie: both players draw again")
        discard_draw_hands(game)
    else:
        raise RuntimeError(f"lowball tied {MAX_REDRAWS} times in a row")
    take_pot(game, winner)
    discard_draw_hands(game)
    game.emit("onLowballWinnerDetermined", winner=winner)
    game.emit("onFirstPlayerDetermined", player=winner)
    yield from game.resolve_events()
    game.effects.end_of_phase("gambling")


def ante(game: Game) -> None:
    game.pot = 0
    for player in game.players_in_order():
        if player.ghost_rock >= 1:
            game.actions.pay(player, 1)
            game.trace("gambling.ante")
            game.log.add("{0} antes 1 ghost rock", player)
        else:
            player.debtor = True
            game.trace("gambling.ante.borrow")
            game.log.add("{0} borrows 1 ghost rock from the bank and antes", player)
        game.pot += 1
    game.emit("onPlayersAntedForLowball")


def lowball_round(game: Game) -> Flow:
    """Draw, reveal, react to the reveal, then the cheatin' resolution window."""
    for player in game.players_in_order():
        player.rank_modifier = 0
        player.cheatin_played = False
        game.actions.draw(player, 5, to=Zone.DRAW_HAND)
        game.trace("gambling.draw")
    for player in game.players_in_order():
        result = evaluate_cards(player.draw_hand, lowball=True)
        game.hand_results[player.index] = result
        game.trace("gambling.reveal")
        game.log.add("{0} reveals {1}: {2}", player, hand_text(player.draw_hand), describe(result))
    game.emit("onDrawHandsRevealed", shootout=None)
    yield from game.resolve_events()
    game.gambling_window_open = True
    yield from play_window(game, "gambling", game.players_in_order()[0])
    game.gambling_window_open = False


def lowball_winner(game: Game) -> Player | None:
    """Lowest hand wins (the `hands.compare` of lowball results); None on an exact tie."""
    a, b = game.players
    outcome = compare(
        game.hand_results[a.index],
        game.hand_results[b.index],
        modifier_a=a.rank_modifier,
        modifier_b=b.rank_modifier,
    )
    game.trace("gambling.lowball")
    if outcome == 0:
        return None
    return a if outcome > 0 else b


def take_pot(game: Game, winner: Player) -> None:
    pot = game.pot
    if winner.debtor:
        pot -= 1
        winner.debtor = False
        game.trace("gambling.pot.debt")
        game.log.add(
            "{0} wins lowball and takes {1} ghost rock from the pot, repaying 1 borrowed", winner, pot
        )
    else:
        game.log.add("{0} wins lowball and takes {1} ghost rock from the pot", winner, pot)
    game.actions.gain(winner, pot)
    game.pot = 0
    game.first_player = winner.index
    game.trace("gambling.pot")
    game.log.add("{0} is the first player", winner)


def discard_draw_hands(game: Game) -> None:
    """Draw hands go to the discard pile; revealed jokers are aced, Heretics discarded (§3.1.7)."""
    game.trace("gambling.discard")
    for player in game.players_in_order():
        for card in list(player.draw_hand):
            if card.data.is_joker and not card.title.lower().startswith("heretic"):
                game.actions.ace(card)
            else:
                game.actions.discard(card)
        player.rank_modifier = 0
    game.hand_results.clear()
