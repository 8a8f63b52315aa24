"""The shape of engine procedures that may stop to ask a player something.

A procedure that can need a decision is a generator: it yields a `Decision` and
receives the chosen option id back. Procedures compose with `yield from`, so a whole
day reads top to bottom like the rules digest while the engine stays non-blocking
(contract C1). A handler that needs no decision may simply return None.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from engine.decisions import Decision

if TYPE_CHECKING:
    from engine.game import Game

Flow = Generator[Decision, str, Any]


class NothingToChoose(Exception):
    """A card's effect asked a player to choose among nothing ("One card in your draw
    hand changes..." with an empty draw hand). A pending decision always has a legal
    answer — the sweep and the fuzzer check it after every decision — so the choice is
    skipped instead: whoever raises this has logged it, and the handler's effect ends
    there (what it could not choose, it cannot change)."""


def run_handler(result: object) -> Flow:
    """Run what a card handler returned: a sub-procedure to follow, or nothing. An effect
    that finds nothing to choose ends there (`NothingToChoose`)."""
    return (yield from follow_card_effect(None, result))


def follow_card_effect(game: Game | None, result: object) -> Flow:
    """Run what a card handler returned, as `run_handler`; with `game`, the game actions
    it announced and held for a replacement (`engine.replacements`) resolve before each
    decision it asks for."""
    if not isinstance(result, Generator):
        return result
    try:
        if game is None:
            return (yield from result)
        from engine.replacements import resolve_pending

        decision = next(result)
        while True:
            if game.pending_would:
                yield from resolve_pending(game)
            answer = yield decision
            decision = result.send(answer)
    except StopIteration as stop:
        return stop.value
    except NothingToChoose:
        return None
