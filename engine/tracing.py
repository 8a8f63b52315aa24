"""Listeners for the rules trace (contract C4) that every new game starts with.

A game traces only when someone listens (`Game.add_tracer`), but a listener added after
`Game.from_board` returns misses what the board build itself did (cards entering play,
a shootout in progress being set up). Listeners registered here with `listening()` are
given to every game created while they are registered, from its first line of trace,
which is how the rules-coverage harness sees every game a scenario builds (outcome
tables build several).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

Tracer = Callable[[str, str], None]

#: The listeners each new `Game` copies into its own tracers.
LISTENERS: list[Tracer] = []


@contextmanager
def listening(tracer: Tracer) -> Iterator[Tracer]:
    """Give `tracer` to every game created inside the `with` block."""
    LISTENERS.append(tracer)
    try:
        yield tracer
    finally:
        LISTENERS.remove(tracer)
