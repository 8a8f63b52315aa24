"""Independent shares of one long job, spread over the machine's cores.

The rules-coverage gate's two passes run after the suite's tests, in pytest's controlling
process: the strength pass (each changed card script against its mutants) and the removal
pass (each printed ability removed). Run serially they kept one of CI's two cores idle for
about three minutes. Their work divides card by card into independent shares, so each
share runs in a process of its own, at most one per core, and the results come back in
the order of the shares: the outcome is the serial run's, only sooner.

The processes are *spawned* (a fresh interpreter), not forked: the gate runs inside a
pytest controller that may hold xdist's execnet threads, and a fork copies their locks
half-held. A spawned process pays its imports and its share's feature collection (about a
second), which is why a share is a core's whole portion rather than one card.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import TypeVar

Share = TypeVar("Share")
Result = TypeVar("Result")

#: Set to a number to cap the processes (1: everything in this process, e.g. a debugger).
WORKERS_VARIABLE = "GOMORRA_WORKERS"


def cores() -> int:
    """The processes to spread over: the cores this process may run on, or
    GOMORRA_WORKERS when it is set."""
    configured = os.environ.get(WORKERS_VARIABLE)
    if configured:
        try:
            return max(1, int(configured))
        except ValueError:
            raise ValueError(
                f"{WORKERS_VARIABLE}={configured!r} is not a number: set it to how many processes to use"
            ) from None
    affinity = getattr(os, "sched_getaffinity", None)
    return len(affinity(0)) if affinity is not None else os.cpu_count() or 1


def deal(items: Sequence[Share], hands: int) -> list[list[Share]]:
    """`items` dealt round-robin into at most `hands` non-empty shares, each keeping the
    items' order: neighbours in a sorted list (a pack's cards, of like cost) are spread."""
    if not items:
        return []
    hands = max(1, min(hands, len(items)))
    return [list(items[start::hands]) for start in range(hands)]


def spread(work: Callable[[Share], Result], shares: Sequence[Share], workers: int) -> list[Result]:
    """`work(share)` for each share, in processes of their own when there are more than
    one share and worker; the results in the shares' order. `work` and the shares must
    pickle (a module-level function, plain data); an exception in a share is raised here."""
    if workers <= 1 or len(shares) <= 1:
        return [work(share) for share in shares]
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=min(workers, len(shares)), mp_context=context) as pool:
        return list(pool.map(work, shares))
