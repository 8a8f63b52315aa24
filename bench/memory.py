"""The memory a run takes, counted over every process it starts.

A child's `ru_maxrss` is the peak of its largest single process: `gomorra verify` running
its batches in child processes (harness/batches.py) would look as small as one batch
even though the parent and a batch are alive together. So the bench samples, while the
run lasts, the proportional set size (PSS: private pages plus a share of the shared ones)
of the process and all its descendants, and keeps the largest sum: pages a forked batch
shares with its parent are counted once, everything both hold privately is counted.
Linux only (`/proc/<pid>/smaps_rollup`); elsewhere `TreeMemory.peak_kib` stays 0 and the
bench shows the single-process peak.
"""

from __future__ import annotations

import threading
from pathlib import Path

#: Seconds between two samples: a batch lives for seconds, so its peak is seen.
INTERVAL = 0.02


def descendants(pid: int) -> list[int]:
    """`pid` and every process under it, read from /proc (a process that ended meanwhile
    is left out)."""
    found, pending = [], [pid]
    while pending:
        current = pending.pop()
        found.append(current)
        for task in Path(f"/proc/{current}/task").glob("*/children"):
            try:
                pending.extend(int(child) for child in task.read_text().split())
            except OSError:
                continue
    return found


def pss_kib(pid: int) -> int:
    """The process's PSS in KiB, 0 if it is gone."""
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


class TreeMemory:
    """Samples a process tree's summed PSS on a thread until `stop()`; `peak_kib` is the largest."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.peak_kib = 0
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)
        if Path(f"/proc/{pid}/smaps_rollup").exists():
            self._thread.start()

    def _sample(self) -> None:
        while not self._stopped.is_set():
            total = sum(pss_kib(pid) for pid in descendants(self.pid))
            self.peak_kib = max(self.peak_kib, total)
            self._stopped.wait(INTERVAL)

    def stop(self) -> int:
        self._stopped.set()
        if self._thread.is_alive():
            self._thread.join()
        return self.peak_kib
