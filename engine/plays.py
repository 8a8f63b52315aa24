"""Declaring a play (§8.1): "After you declare a play", "for the duration of that play", and
"after each Shootout play (including passing)".

A card ability played in a play window is declared — its targets chosen and its costs
paid, the log saying so — and then resolves. Between the two, "React: After you declare a
play" abilities (Johnny Brocklehurst) may answer it; what they give "for the duration of
that play" lasts until it has resolved. Each declared play gets a number, on its context,
that such lasting effects carry (`Effect.play`, `Duration.PLAY`).

Once a player's turn in a play window is over — a play resolved, or a pass, asked or made
for a player with nothing to play — "after each Shootout play (including passing)" traits
(Sgt. Elijah Clay) answer it (`PLAY_MADE`), before the next player's turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.flow import Flow

if TYPE_CHECKING:
    from engine.abilities import CardAbility, Context
    from engine.game import Game
    from engine.model import Player

#: The event "After you declare a play" reacts answer: player, ability, context.
PLAY_DECLARED = "onPlayDeclared"
#: The event "after each Shootout play (including passing)" answers: player, window, passed.
PLAY_MADE = "onPlayMade"


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


def play_made(game: Game, player: Player, window: str, *, passed: bool) -> Flow:
    """`player`'s turn in the play window `window` is over, by a play that has resolved or
    by a pass (`passed`): what answers "after each Shootout play (including passing)"
    resolves now, before the next turn (§8.1, §8.2)."""
    game.trace("play.made")
    game.emit(PLAY_MADE, player=player, window=window, passed=passed)
    yield from game.resolve_events()
