"""A fuzzing campaign: worker processes running the engine machine until a deadline.

Workers are processes (the engine is pure Python: threads would share one core). They
share a Hypothesis example database, so a failure one worker finds is replayed and
shrunk by the others and by the next campaign: a directory database on one machine
(`.hypothesis/fuzz`), Hypothesis' `RedisExampleDatabase` across machines (`--redis URL`,
needs the `redis` package: `pip install gomorra[redis]`). Each worker runs the machine in
short batches and reports its `Stats` to the parent after each, which draws the progress
and, at the end, writes what fuzzing reached (`write_reached`).

`reports/fuzz-reached.json`, for the rules ledger (format 1)::

    {
      "format": 1,
      "generated_by": "gomorra fuzz",
      "minutes": 10.0, "workers": 2,
      "decisions": 123456,        # decisions the machine made (forward play excluded)
      "boards": 2345,             # games started (built boards, scenario boards, decks)
      "checks": 456789,           # invariant checks run
      "failures": 0,              # distinct failures (by check and first problem)
      "decisions_per_second": [1234.5, 1201.0],   # per worker, wall clock
      "decisions_per_cpu_second": [1502.3, 1498.7],  # per worker, CPU time
      "starts": {"built": 800, "scenario": 700, "decks": 845},
      "scarcity": {"empty deck": 300, "empty draw hand": 40, ...},  # short supplies met
      "windows": {"high noon": 40000, "shootout plays": 900, ...},  # decision kinds offered
      "events": {"onCardAbilityResolved": 77, ...},                 # engine events emitted
      "rules": {"noon.turn": 30000, ...},         # rule ids traced (engine/rules.py)
      "abilities": {"01119:0": 12, ...},          # card code:ability index resolved
      "check_microseconds": {"snapshot": 2160000, ...},  # time spent in each check
      "cards": {"Shotgun": {"code": "01084", "printed": ["shootout plays"],
                "offered": {"shootout plays": 40}, "missing": []}, ...},  # per scripted card
      "failed": [{"check": "board", "problem": "...", "file": "scenarios/regressions/x.yaml"}]
    }
"""

from __future__ import annotations

import json
import multiprocessing
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hypothesis.database import DirectoryBasedExampleDatabase, ExampleDatabase

#: Examples a worker runs between reports to the parent.
BATCH = 8
LOCAL_DATABASE = Path(".hypothesis") / "fuzz"


def example_database(redis_url: str | None, folder: Path = LOCAL_DATABASE) -> ExampleDatabase:
    """The shared example database: Redis across machines, else a local directory."""
    if redis_url is None:
        return DirectoryBasedExampleDatabase(str(folder))
    try:
        import redis
    except ImportError:  # pragma: no cover - depends on the install
        raise RuntimeError("--redis needs the redis package: pip install 'gomorra[redis]'") from None
    from hypothesis.extra.redis import RedisExampleDatabase

    return RedisExampleDatabase(redis.Redis.from_url(redis_url), key_prefix=b"gomorra-fuzz:")


@dataclass
class WorkerReport:
    index: int
    stats: dict[str, Any]
    failures: list[dict[str, str]] = field(default_factory=list)
    done: bool = False


def _worker(
    index: int,
    deadline: float,
    redis_url: str | None,
    regressions: str | None,
    traced: bool,
    queue: Any,
) -> None:
    """One worker: batches of examples until the deadline, a report after each batch."""
    from hypothesis.stateful import run_state_machine_as_test

    from harness.fuzz.machine import STATS, WRITTEN, EngineMachine
    from harness.fuzz.profiles import campaign_settings

    EngineMachine.regressions = Path(regressions) if regressions is not None else None
    EngineMachine.traced = traced
    profile = campaign_settings(database=example_database(redis_url), max_examples=BATCH)
    failures: list[dict[str, str]] = []
    while time.time() < deadline:
        try:
            run_state_machine_as_test(EngineMachine, settings=profile)
        except BaseException as error:  # a failure found and shrunk: record it, go on
            if isinstance(error, KeyboardInterrupt):
                break
            lines = traceback.format_exception_only(type(error), error)
            failure = {"error": "".join(lines).strip()[:2000]}
            if WRITTEN:
                failure["file"] = str(WRITTEN[-1])
            failures.append(failure)
        queue.put(WorkerReport(index, STATS.as_dict(), failures))
    queue.put(WorkerReport(index, STATS.as_dict(), failures, done=True))


@dataclass
class Campaign:
    """The parent's view of a campaign: the latest report of each worker."""

    minutes: float
    workers: int
    reports: dict[int, WorkerReport] = field(default_factory=dict)

    def totals(self) -> dict[str, Any]:
        from harness.fuzz.machine import Stats

        total = Stats()
        for report in self.reports.values():
            total.merge(report.stats)
        return total.as_dict()

    def failures(self) -> list[dict[str, str]]:
        seen: dict[str, dict[str, str]] = {}
        for report in self.reports.values():
            for failure in report.failures:
                seen.setdefault(failure["error"].splitlines()[0], failure)
        return list(seen.values())

    def rates(self, clock: str = "seconds") -> list[float]:
        """Decisions per second of machine time (`clock`: "seconds" of the wall clock, or
        "cpu_seconds", which a busy shared machine does not slow), per worker."""
        return [
            round(r.stats["decisions"] / r.stats[clock], 1) if r.stats.get(clock) else 0.0
            for _, r in sorted(self.reports.items())
        ]


def run_campaign(
    minutes: float,
    workers: int,
    *,
    redis_url: str | None = None,
    regressions: Path | None = None,
    traced: bool = True,
    on_report: Any = None,
) -> Campaign:
    """Run `workers` processes for `minutes`; `on_report(campaign)` after each report."""
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    deadline = time.time() + minutes * 60
    processes = [
        context.Process(
            target=_worker,
            args=(i, deadline, redis_url, None if regressions is None else str(regressions), traced, queue),
            daemon=True,
        )
        for i in range(workers)
    ]
    for process in processes:
        process.start()
    campaign = Campaign(minutes, workers)
    done = 0
    try:
        while done < workers:
            try:
                report: WorkerReport = queue.get(timeout=5)
            except Exception:
                if not any(p.is_alive() for p in processes):
                    break
                continue
            campaign.reports[report.index] = report
            done += report.done
            if on_report is not None:
                on_report(campaign)
    finally:
        for process in processes:
            process.join(timeout=30)
    return campaign


def reached(campaign: Campaign) -> dict[str, Any]:
    """The findings file's content (format in the module docstring)."""
    totals = campaign.totals()
    return {
        "format": 1,
        "generated_by": "gomorra fuzz",
        "minutes": campaign.minutes,
        "workers": campaign.workers,
        "decisions": totals["decisions"],
        "boards": totals["boards"],
        "checks": totals["checks"],
        "failures": len(campaign.failures()),
        "decisions_per_second": campaign.rates(),
        "decisions_per_cpu_second": campaign.rates("cpu_seconds"),
        "starts": totals["starts"],
        "scarcity": dict(sorted(totals["scarcity"].items())),
        "windows": dict(sorted(totals["windows"].items())),
        "events": dict(sorted(totals["events"].items())),
        "rules": dict(sorted(totals["rules"].items())),
        "abilities": dict(sorted(totals["abilities"].items())),
        "check_microseconds": dict(sorted(totals["check_microseconds"].items())),
        "cards": card_windows(totals["offered"]),
        "failed": campaign.failures(),
    }


def card_windows(offered: dict[str, int]) -> dict[str, dict[str, Any]]:
    """For each scripted card: the play windows its printed text names (the timing
    oracle's reading), how often fuzzing offered one of its abilities in each window, and
    the printed windows never reached."""
    from cards.database import card_db
    from harness.fuzz.timing import printed_windows, scripted_titles

    counts: dict[str, dict[str, int]] = {}
    for key, count in offered.items():
        code, _, window = key.partition(" ")
        counts.setdefault(code, {})[window] = count
    cards = {}
    for title in scripted_titles():
        data = card_db().find(title)
        printed = printed_windows(data.text_html)
        seen = counts.get(data.code, {})
        cards[title] = {
            "code": data.code,
            "printed": sorted(printed),
            "offered": dict(sorted(seen.items())),
            "missing": sorted(printed - set(seen)),
        }
    return cards


def write_reached(campaign: Campaign, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(reached(campaign), indent=2) + "\n", encoding="utf-8")
    return path
