"""A fuzzing campaign: worker processes running the engine machine until a deadline.

Workers are processes (the engine is pure Python: threads would share one core). They
report each failure they meet as a hit with its signature (`harness.fuzz.findings`); the
parent groups hits by signature, looks past the open findings `known.yaml` lists,
shrinks the first example of each new signature between reports (`harness.fuzz.shrink`,
within the campaign's minutes) and at the end writes one regression file per signature.
Workers share a Hypothesis example database, so a failure found is replayed by the
next campaign (each worker's first batch): a directory database on one machine
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
      "failures": 0,              # distinct new findings (by signature: harness.fuzz.findings)
      "known": 0,                 # distinct findings scenarios/regressions/known.yaml lists
      "hits": 0,                  # failures met in all, new and known
      "decisions_per_second": [1234.5, 1201.0],   # per worker, wall clock
      "decisions_per_cpu_second": [1502.3, 1498.7],  # per worker, CPU time
      "starts": {"built": 800, "scenario": 700, "decks": 845},
      "windows": {"high noon": 40000, "shootout plays": 900, ...},  # decision kinds offered
      "events": {"onCardAbilityResolved": 77, ...},                 # engine events emitted
      "rules": {"noon.turn": 30000, ...},         # rule ids traced (engine/rules.py)
      "abilities": {"01119:0": 12, ...},          # card code:ability index resolved
      "check_microseconds": {"snapshot": 2160000, ...},  # time spent in each check
      "cards": {"Shotgun": {"code": "01084", "printed": ["shootout plays"],
                "offered": {"shootout plays": 40}, "missing": []}, ...},  # per scripted card
      "failed": [{"signature": "3f2a9c01b7e4", "check": "board", "rule": "", "place": "...",
                  "hits": 3, "error": "...", "file": "scenarios/regressions/3f2a9c01b7e4.yaml",
                  "shrunk": true}],
      "looked_past": [{"signature": "...", ..., "known": "the note in known.yaml"}]
    }
"""

from __future__ import annotations

import json
import multiprocessing
import queue as queue_module
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hypothesis.database import DirectoryBasedExampleDatabase, ExampleDatabase

from harness.fuzz.findings import KNOWN_FILE, Known, Signature, player_names, read_known, signature_of
from harness.fuzz.regressions import Failure, write_regression
from harness.fuzz.shrink import Shrinker

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
class Hit:
    """One failure a worker met: its signature, the failing example (None when the
    failure happened where the machine keeps no example, e.g. a board that would not
    build) and the error's first line."""

    signature: Signature
    failure: Failure | None
    error: str


@dataclass
class WorkerReport:
    index: int
    stats: dict[str, Any]
    #: The hits since the worker's previous report.
    hits: list[Hit] = field(default_factory=list)
    done: bool = False


def _hit(error: BaseException) -> Hit:
    """The hit a failed batch found: the final replay's failure (`machine.FOUND`)."""
    from harness.fuzz.machine import FOUND

    text = "".join(traceback.format_exception_only(type(error), error)).strip()[:2000]
    failure = FOUND[-1] if FOUND else None
    FOUND.clear()
    if failure is None:
        return Hit(signature_of("decide", [], error=error), None, text)
    names = player_names(failure.board)
    return Hit(signature_of(failure.check, failure.problem, error=error, names=names), failure, text)


def _worker(index: int, deadline: float, redis_url: str | None, traced: bool, queue: Any) -> None:
    """One worker: batches of examples until the deadline, a report after each batch.

    Hypothesis does not shrink here (the campaign does, within its time: see
    `harness.fuzz.shrink`); only the first batch replays the example database (the
    failures of earlier campaigns), so that a failure, once found, does not end every
    later batch at once."""
    from hypothesis import Phase
    from hypothesis.stateful import run_state_machine_as_test

    from harness.fuzz.machine import STATS, EngineMachine
    from harness.fuzz.profiles import campaign_settings

    EngineMachine.regressions = None
    EngineMachine.traced = traced
    database = example_database(redis_url)
    first = True
    while time.time() < deadline:
        phases = [Phase.reuse, Phase.generate] if first else [Phase.generate]
        profile = campaign_settings(database=database, max_examples=BATCH, phases=phases)
        first = False
        hits: list[Hit] = []
        try:
            run_state_machine_as_test(EngineMachine, settings=profile)
        except BaseException as error:  # a failure found: report it, go on
            if isinstance(error, KeyboardInterrupt):
                break
            hits.append(_hit(error))
        queue.put(WorkerReport(index, STATS.as_dict(), hits))
    queue.put(WorkerReport(index, STATS.as_dict(), done=True))


@dataclass
class Finding:
    """Every hit of one signature: the first failing example, shrunk as time allows."""

    signature: Signature
    first: Hit
    hits: int = 1
    known: Known | None = None
    shrinker: Shrinker | None = None
    #: A regression file of this signature already shrunk by an earlier campaign.
    recorded: Path | None = None
    file: Path | None = None

    @property
    def shrunk(self) -> bool:
        return self.recorded is not None or (self.shrinker is not None and self.shrinker.done)

    def as_dict(self) -> dict[str, Any]:
        found: dict[str, Any] = {
            "signature": self.signature.id,
            **self.signature.as_dict(),
            "hits": self.hits,
            "error": self.first.error,
        }
        if self.known is not None:
            found["known"] = self.known.note
        elif self.file is not None:
            found["file"] = str(self.file)
            found["shrunk"] = self.shrunk
        return found


@dataclass
class Campaign:
    """The parent's view of a campaign: the latest report of each worker, and the
    findings by signature."""

    minutes: float
    workers: int
    reports: dict[int, WorkerReport] = field(default_factory=dict)
    findings: dict[str, Finding] = field(default_factory=dict)
    known: dict[str, Known] = field(default_factory=dict)
    regressions: Path | None = None

    def totals(self) -> dict[str, Any]:
        from harness.fuzz.machine import Stats

        total = Stats()
        for report in self.reports.values():
            total.merge(report.stats)
        return total.as_dict()

    def add(self, hit: Hit) -> Finding:
        """Count a hit under its signature; the first hit of a new one is to shrink."""
        key = hit.signature.id
        finding = self.findings.get(key)
        if finding is not None:
            finding.hits += 1
            return finding
        finding = self.findings[key] = Finding(hit.signature, hit, known=self.known.get(key))
        if finding.known is None and hit.failure is not None:
            recorded = self._recorded(key)
            if recorded is not None:
                finding.recorded = finding.file = recorded
            else:
                finding.shrinker = Shrinker(hit.failure, hit.signature)
        return finding

    def _recorded(self, key: str) -> Path | None:
        """This signature's regression file, when an earlier campaign shrank it."""
        if self.regressions is None:
            return None
        path = self.regressions / f"{key}.yaml"
        try:
            from harness.fuzz.regressions import read_regression

            return path if read_regression(path).get("shrunk") is True else None
        except (OSError, ValueError):
            return None

    def shrinking(self) -> Shrinker | None:
        """The next finding's shrinker with work left (oldest finding first)."""
        return next((f.shrinker for f in self.findings.values() if f.shrinker and not f.shrinker.done), None)

    def new(self) -> list[Finding]:
        return [f for f in self.findings.values() if f.known is None]

    def failures(self) -> list[dict[str, Any]]:
        return [f.as_dict() for f in self.new()]

    def write(self) -> None:
        """One regression file per new signature, as far as it was shrunk."""
        if self.regressions is None:
            return
        for finding in self.new():
            if finding.recorded is not None or finding.shrinker is None:
                continue
            finding.file = write_regression(
                finding.shrinker.best,
                self.regressions,
                id=finding.signature.id,
                signature=finding.signature.as_dict(),
                shrunk=finding.shrunk,
                hits=finding.hits,
            )

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
    known: Path | None = KNOWN_FILE,
    traced: bool = True,
    on_report: Any = None,
) -> Campaign:
    """Run `workers` processes for `minutes`, shrinking each new finding meanwhile and
    writing one regression file per signature at the end; `on_report(campaign)` after
    each report. The minutes include the shrinking: the deadline is checked before every
    shrink candidate, and workers stop at it (each finishing its batch of games)."""
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    deadline = time.time() + minutes * 60
    ends = time.monotonic() + minutes * 60
    processes = [
        context.Process(target=_worker, args=(i, deadline, redis_url, traced, queue), daemon=True)
        for i in range(workers)
    ]
    for process in processes:
        process.start()
    campaign = Campaign(minutes, workers, known=read_known(known) if known else {}, regressions=regressions)
    done = 0
    try:
        while done < workers:
            shrinker = campaign.shrinking() if time.monotonic() < ends else None
            try:
                report: WorkerReport = queue.get(timeout=0.01 if shrinker else 5)
            except queue_module.Empty:
                if shrinker is not None:
                    shrinker.step(ends)
                elif not any(p.is_alive() for p in processes):
                    break
                continue
            campaign.reports[report.index] = report
            for hit in report.hits:
                campaign.add(hit)
            done += report.done
            if on_report is not None:
                on_report(campaign)
    finally:
        for process in processes:
            process.join(timeout=30)
    campaign.write()
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
        "failures": len(campaign.new()),
        "known": len(campaign.findings) - len(campaign.new()),
        "hits": sum(f.hits for f in campaign.findings.values()),
        "decisions_per_second": campaign.rates(),
        "decisions_per_cpu_second": campaign.rates("cpu_seconds"),
        "starts": totals["starts"],
        "windows": dict(sorted(totals["windows"].items())),
        "events": dict(sorted(totals["events"].items())),
        "rules": dict(sorted(totals["rules"].items())),
        "abilities": dict(sorted(totals["abilities"].items())),
        "check_microseconds": dict(sorted(totals["check_microseconds"].items())),
        "cards": card_windows(totals["offered"]),
        "failed": campaign.failures(),
        "looked_past": [f.as_dict() for f in campaign.findings.values() if f.known is not None],
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
