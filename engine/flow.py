"""The shape of engine procedures that may stop to ask a player something.

A procedure that can need a decision is a generator: it yields a `Decision` and
receives the chosen option id back. Procedures compose with `yield from`, so a whole
day reads top to bottom like the rules digest while the engine stays non-blocking
(contract C1). A handler that needs no decision may simply return None.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.decisions import Decision

Flow = Generator[Decision, str, Any]


def run_handler(result: object) -> Flow:
    """Run what a card handler returned: a sub-procedure to follow, or nothing."""
    if isinstance(result, Generator):
        return (yield from result)
    return result
