"""Gamblin' (rules digest §3.1): ante, lowball hands, cheatin', the pot, first player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.draw_hands import describe, evaluate_cards, keep_a_draw_hand_card, trace_jokers
from engine.flow import Flow
from engine.hands import compare
from engine.windows import play_window
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Player

#: An exact tie redraws (§3.1 c), but never forever: decks that can only tie (a few
#: cards left, the same faces on both sides) end lowball in a draw after this many.
MAX_REDRAWS = 50


def gambling(game: Game) -> Flow:
    game.checkpoint("gambling")
    game.effects.start_of_phase("gambling")
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
        yield from before_discarding_draw_hands(game)
        discard_draw_hands(game)
    else:
        no_winner(game)
        game.effects.end_of_phase("gambling")
        return
    take_pot(game, winner)
    yield from before_discarding_draw_hands(game)
    discard_draw_hands(game)
    game.emit("onLowballWinnerDetermined", winner=winner)
    game.emit("onFirstPlayerDetermined", player=winner)
    yield from game.resolve_events()
    game.effects.end_of_phase("gambling")


def no_winner(game: Game) -> None:
    """Lowball that ties `MAX_REDRAWS` times in a row is a draw (§3.1 c redraws without
    end; the online engine's pick of player 1 is not copied, §14): nobody wins the pot,
    each player takes their ante back (a debtor's repays the loan), and the first player
    stays who they were."""
    game.trace("gambling.lowball.draw")
    game.log.add("Lowball ties {0} times in a row: nobody wins it, and the antes go back", MAX_REDRAWS)
    for player in game.players_in_order():
        if player.debtor:
            player.debtor = False
        else:
            game.actions.gain(player, 1)
    game.pot = 0
    game.log.add("{0} stays the first player", game.players[game.first_player])


def ante(game: Game) -> None:
    """1 ghost rock each into the pot; with none, borrow it and become a debtor (§3.1.1).
    The pot is not emptied here: what a card added before the ante stays in it
    (`actions.add_to_pot`); taking it or handing it back empties it."""
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
        player.cheatin_plays = 0
        game.actions.draw(player, 5, to=Zone.DRAW_HAND)
        game.trace("gambling.draw")
    for player in game.players_in_order():
        result = evaluate_cards(player.draw_hand, lowball=True)
        trace_jokers(game, player.draw_hand)
        game.hand_results[player.index] = result
        game.trace("gambling.reveal")
        # Shown as evaluated: a joker reads as the card it counts as ("JOKER=4S").
        shown = " ".join(str(card) for card in result.assigned)
        game.log.add("{0} reveals {1}: {2}", player, shown, describe(result))
    game.emit("onDrawHandsRevealed", shootout=None)
    yield from game.resolve_events()
    yield from play_window(game, "gambling", game.players_in_order()[0])


def lowball_winner(game: Game) -> Player | None:
    """Lowest hand wins (the `hands.compare` of lowball results); None on an exact tie.

    Equal ranks are decided by the modifier rule, then the values (§3.1.5 a-b); the log
    says so, since the reveal lines alone show the same rank twice."""
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
    winner = a if outcome > 0 else b
    rank = game.hand_results[a.index].total(a.rank_modifier)
    if rank == game.hand_results[b.index].total(b.rank_modifier):
        game.log.add("Both lowball hands are rank {0}: {1} wins the tie-break", rank, winner)
    return winner


def take_pot(game: Game, winner: Player) -> None:
    """The winner takes the pot, less 1 to repay a loan, and is first player (§3.1.6)."""
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


def before_discarding_draw_hands(game: Game) -> Flow:
    """Between the pot and step 7 (§3.1.7): "before discarding your lowball draw hand"
    reacts answer `onLowballDrawHandsDiscarding` (Gateway Station) while the draw hands are
    still whole — after a tie's reveal too, since those hands are discarded as well — and
    then a player an effect lets keep a card of it (Fetch) does so."""
    game.trace("gambling.before_discard")
    game.emit("onLowballDrawHandsDiscarding")
    yield from game.resolve_events()
    yield from keep_draw_hand_cards(game)


def keep_draw_hand_cards(game: Game) -> Flow:
    """Before the draw hands go, a player an effect lets keep one of its cards (Fetch) may
    place it into their play hand, first player first (`keep_a_draw_hand_card`)."""
    for player in game.players_in_order():
        yield from keep_a_draw_hand_card(game, player)


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
