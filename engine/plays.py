"""Declaring a play (§8.1): "After you declare a play", "for the duration of that play", and
"after each Shootout play (including passing)".

A card ability played in a play window is declared — its targets chosen and its costs
paid, the log saying so — and then resolves. Between the two, "React: After you declare a
play" abilities (Johnny Brocklehurst) may answer it; what they give "for the duration of
that play" lasts until it has resolved. Each declared play gets a number, on its context,
that such lasting effects carry (`Effect.play`, `Duration.PLAY`).

Such a react may also cancel the play it answers ("cancel that ability (the card is
discarded without effect)", Agent Moquin): the play has been made — its costs stay paid and
it counts as its player's play — but its effect never resolves (`cancel`, `cancelled`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.flow import Flow

if TYPE_CHECKING:
    from engine.abilities import CardAbility, Context
    from engine.game import Game
    from engine.model import Card, Player

#: The event "After you declare a play" reacts answer: player, ability, context.
PLAY_DECLARED = "onPlayDeclared"
#: The key of a declared play's context once a react has cancelled it.
CANCELLED = "cancelled"


def declare(game: Game, player: Player, ability: CardAbility, context: Context) -> Flow:
    """`player` has declared `ability` (targets chosen, costs paid): number the play and
    give "after you declare a play" reacts their moment, before it resolves. Only those:
    what paying the costs set off is answered once the play has resolved, as before."""
    from engine.reactions import may_react_to, resolve_event

    game.plays_declared += 1
    context.data["play"] = game.plays_declared
    game.emit(PLAY_DECLARED, player=player, ability=ability, context=context)
    declared = game.event_queue.pop()
    if may_react_to(game, declared.name):
        yield from resolve_event(game, declared)


def resolved(game: Game, context: Context) -> None:
    """The play of `context` has resolved: its "for the duration of that play" effects end."""
    play = context.data.get("play")
    if isinstance(play, int):
        game.effects.end_of_play(play)


def cancel(context: Context) -> None:
    """A react answering the declaration of `context`'s play cancels it: once the reacts are
    done, the play resolves without effect (an action card goes to the discard pile)."""
    context.data[CANCELLED] = True


def cancelled(context: Context) -> bool:
    """Whether a react cancelled the declared play of `context` before it resolved."""
    return bool(context.data.get(CANCELLED))


def chosen_instead(game: Game, context: Context, card: Card) -> None:
    """Printed "The booted dude is chosen instead" (Fallen Star): a React to a declared play
    (`PLAY_DECLARED`) changes the card the play chose; the play then resolves on `card`, as
    if it had been chosen in the first place (§8.1: targets are chosen as a play is
    declared, and only then does it resolve)."""
    game.trace("play.chosen_instead")
    context.target = card
