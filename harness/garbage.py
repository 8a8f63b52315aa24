"""The garbage collector in a Gomorra process: less of its work where it finds nothing.

* During a run, the youngest generation is collected every `YOUNG_COLLECTION`
  allocations instead of Python's 700. Start-up builds the card database and parses
  features (objects that live as long as the process), and a scenario builds a game of
  thousands of objects that all die with it; collecting every 700 allocations scanned
  them again and again and pushed them into the older generations, whose collections
  then cost milliseconds each (a third less time in the collector over the feature run,
  a tenth of a one-feature `gomorra verify`, the same peak memory within 1 MiB).
* At exit the interpreter collects garbage over every object still alive: the card
  database, the parsed features, pytest's items and reports, the imported modules. The
  memory goes back to the system with the process anyway, so those passes are wasted
  (0.2 s of a one-feature `gomorra verify`, 0.4 s of collecting every feature under
  pytest). What is alive at exit is frozen (`gc.freeze`) out of the collector's reach;
  everything else at exit happens as before (atexit handlers registered earlier run after
  this one, modules are torn down, objects without cycles are freed).
"""

from __future__ import annotations

import gc

#: Allocations between two collections of the youngest generation during a run.
YOUNG_COLLECTION = 5000


def collect_young_less_often() -> tuple[int, ...]:
    """Collect the youngest generation every `YOUNG_COLLECTION` allocations (or as
    rarely as it already was); returns the thresholds before, for `gc.set_threshold`."""
    before = gc.get_threshold()
    gc.set_threshold(max(before[0], YOUNG_COLLECTION), *before[1:])
    return before


def exit_without_collecting() -> None:
    """An `atexit` handler: what is alive now is no garbage collection's business."""
    gc.freeze()
