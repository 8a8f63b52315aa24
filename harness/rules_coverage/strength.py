"""Proof strength: do a card's scenarios notice when its script is wrong?

`gomorra coverage --strength CARD|PACK` makes mutants of each card script — one small
change each (harness/rules_coverage/mutants.py: a condition flipped or its boundary
shifted, a clause dropped, an integer constant ±1, a call statement dropped, a target
widened, a DSL setting or duration changed) — and runs the scenarios tagged
`@card:<code>` against each. A mutant the scenarios fail on is *killed*; one they pass
on *survives*, and is a missing assertion: a scenario that would still pass with the
card scripted wrong. Results are merged into reports/strength.json
({code: {"mutants", "killed", "survivors", "seconds"}}), which the ledger reads.

Why a small AST mutator rather than a mutation library: the libraries (mutmut,
cosmic-ray, mutatest) run a whole test command per mutant in a subprocess, from a copy
of the tree; here a mutant is compiled in memory (the original line numbers kept) and
swapped into the script registry for the length of one in-process run, so no file in
the tree is ever edited, xdist is never needed (the run is serial, `-p no:xdist`), and
only the card's own scenarios run. Unmutated, the scenarios must pass.
"""

from __future__ import annotations

import ast
import json
import subprocess
import time
import types
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from cards.scripts import script_registry
from engine.dsl import CardScript
from harness.integrity import card_tags, script_codes
from harness.rules_coverage.content_cache import ContentCache

# Made in harness/rules_coverage/mutants.py; re-exported for callers that import them from here.
from harness.rules_coverage.mutants import Mutant as Mutant
from harness.rules_coverage.mutants import mutants as mutants
from harness.suite import selected
from harness.verify import verify


# -- running a card's scenarios against a mutant --------------------------------------------
def _script_class(module: types.ModuleType, code: str) -> type[CardScript]:
    for value in vars(module).values():
        if isinstance(value, type) and issubclass(value, CardScript) and value.code == code:
            return value
    raise LookupError(f"no script class for {code} in the mutant of {module.__name__}")


@contextmanager
def installed(path: Path, code: str, tree: ast.Module) -> Iterator[None]:
    """The mutant's script class serves `code` (and its same-text reprints) in every game
    created meanwhile; the file and the module in sys.modules are never touched."""
    registry = script_registry()
    original = registry[code]
    module = types.ModuleType(original.__module__)
    module.__file__ = str(path)
    module.__package__ = module.__name__.rpartition(".")[0]
    exec(compile(tree, str(path), "exec"), module.__dict__)
    with serving(code, _script_class(module, code)):
        yield


@contextmanager
def serving(code: str, script: type[CardScript]) -> Iterator[None]:
    """`script` serves `code` and every printing sharing its script (its reprints) in every
    game created meanwhile; the registry is restored however the block ends."""
    registry = script_registry()
    original = registry[code]
    swapped = [c for c, served in registry.items() if served is original]
    for c in swapped:
        registry[c] = script
    try:
        yield
    finally:
        for c in swapped:
            registry[c] = original


def scenarios_pass(code: str, features: Sequence[Path], codes: Sequence[str]) -> bool:
    """Run the scenarios tagged with one of `codes` in `features`, serially, in process;
    stop at the first failure (`verify` leaves out xdist and the unraisable-exception
    plugin, whose forced garbage collections cost more than a card's scenarios). Only
    whether they pass counts: no traceback is formatted (formatting one read and parsed
    the source of every frame, a quarter of a strength run, for each killed mutant)."""
    options = ["-x", *(f"--card={c}" for c in codes)]
    return verify(features, extra_args=options, tracebacks=False).ok


@dataclass
class Strength:
    code: str
    mutants: list[Mutant]
    survivors: list[Mutant]
    seconds: float
    #: When it was measured ("2026-11-27 05:58 UTC"): a card page shows it, since the
    #: figure is only as fresh as the last `gomorra coverage --strength` run.
    measured: str = ""
    #: Read from the content cache: the script, its features and the code are as they were
    #: when it was `measured`, so the outcome is that run's.
    cached: bool = False

    @property
    def killed(self) -> int:
        return len(self.mutants) - len(self.survivors)

    @property
    def percent(self) -> float:
        """Of this card's own mutants, the percentage its scenarios kill."""
        return round(100.0 * self.killed / len(self.mutants), 2) if self.mutants else 100.0

    def to_json(self) -> dict[str, Any]:
        return {
            "mutants": len(self.mutants),
            "killed": self.killed,
            "survivors": [str(m) for m in self.survivors],
            "seconds": round(self.seconds, 1),
            **({"measured": self.measured} if self.measured else {}),
        }


class NotProven(Exception):
    """The card's scenarios fail (or none exist) before any mutation."""


@dataclass
class _Job:
    """One card to measure: its script, the codes it serves (reprints) and its files."""

    code: str
    script: Path
    codes: list[str]
    files: list[Path]
    root: Path | None


class InProcessRuns:
    """Base of a pytest plugin for one verification session that reruns scenarios many
    times (against mutants, or with an ability removed): the features are parsed and
    collected once, then scenarios run again and again (a fresh session per run spent six
    times longer starting pytest and collecting than running the scenarios). Each run is
    pytest's own protocol for each item, in collection order, stopping at the first
    failure (`-x`); every fixture is torn down after each item (`nextitem=None`), so
    nothing outlives one scenario run."""

    def __init__(self) -> None:
        self.broken_files: set[Path] = set()
        self._failed = False

    @pytest.hookimpl
    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed and report.fspath:
            self.broken_files.add(Path(report.fspath).resolve())

    @pytest.hookimpl
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.failed:
            self._failed = True

    def first_failure(self, items: Sequence[pytest.Item]) -> pytest.Item | None:
        """Run `items` in order; the first that fails (the rest do not run), or None."""
        for item in items:
            self._failed = False
            item.ihook.pytest_runtest_protocol(item=item, nextitem=None)
            if self._failed:
                return item
        return None

    def _passes(self, items: Sequence[pytest.Item]) -> bool:
        return self.first_failure(items) is None


class _MutantRunner(InProcessRuns):
    """The strength session: each card's scenarios, then again against each mutant."""

    def __init__(self, jobs: Sequence[_Job], on_result: Callable[[Strength], None] | None) -> None:
        super().__init__()
        self.jobs = jobs
        self.on_result = on_result
        self.results: list[Strength] = []
        self.not_proven: NotProven | None = None

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtestloop(self, session: pytest.Session) -> bool:
        for job in self.jobs:
            started = time.perf_counter()
            items = [i for i in session.items if selected(i, job.codes, [])]
            broken = self.broken_files & {f.resolve() for f in job.files}
            if broken or not self._passes(items):
                self.not_proven = NotProven(
                    f"{job.code}: its scenarios fail before any mutation; fix them first"
                )
                return True
            made = mutants(job.script, job.root)
            survivors = []
            for mutant in made:
                try:
                    with installed(job.script, job.code, mutant.tree):
                        if self._passes(items):
                            survivors.append(mutant)
                except Exception:  # the mutant does not even load: it is killed
                    continue
            result = Strength(
                job.code,
                made,
                survivors,
                time.perf_counter() - started,
                time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
            )
            self.results.append(result)
            if self.on_result is not None:
                self.on_result(result)
        return True


def measure_all(
    scripts: Mapping[str, Path],
    features: Path,
    *,
    root: Path | None = None,
    on_result: Callable[[Strength], None] | None = None,
    workers: int = 1,
    cache: Path | None = None,
) -> list[Strength]:
    """Run each card's scenarios against every mutant of its script (card code → script),
    in one verification session, or with `workers` > 1 in that many sessions at once, each
    in a process of its own measuring a share of the cards (harness/spread.py); the results
    in the scripts' order. `on_result` hears each card as it is done (with workers, as its
    share is done). A card measured before with the same code and features (`cache`, a
    JSON file kept up to date: harness/rules_coverage/content_cache.py) is not run again."""
    jobs = _jobs(scripts, features, root)
    store = ContentCache(cache, (root or Path.cwd()).resolve(), "strength") if cache is not None else None
    known: dict[str, Strength] = {}
    keys: dict[str, str] = {}
    if store is not None:
        for job in jobs:
            keys[job.code] = store.key(job.code, *job.codes, files=job.files)
            if keys[job.code] in store.entries:
                known[job.code] = _from_cache(job, store.entries[keys[job.code]])
    if on_result is not None:
        for result in known.values():
            on_result(result)
    to_run = [job for job in jobs if job.code not in known]
    found = _measure_jobs(to_run, features, root, workers, on_result) if to_run else []
    measured = {r.code: r for r in found}
    if store is not None and measured:
        store.entries.update({keys[code]: result.to_json() for code, result in measured.items()})
        store.write()
    return [known.get(job.code) or measured[job.code] for job in jobs]


def _jobs(scripts: Mapping[str, Path], features: Path, root: Path | None) -> list[_Job]:
    """What measuring each script takes: the codes it serves (its reprints) and the feature
    files tagged with them; a script no feature is tagged for is not proven at all."""
    tags = card_tags([features])
    registry = script_registry()
    jobs = []
    for code, script in scripts.items():
        reprints = {c for c, s in registry.items() if s is registry[code]}
        codes = sorted(c for c in tags if c in reprints)
        files = sorted({Path(t.file) for c in codes for t in tags[c]})
        if not files:
            raise NotProven(f"{code}: no feature in {features} is tagged @card:{code}")
        jobs.append(_Job(code, script, codes, files, root))
    return jobs


def _from_cache(job: _Job, entry: Mapping[str, Any]) -> Strength:
    """A cached outcome as a `Strength`: the script's mutants made again (the same script
    makes the same mutants), the survivors those the cache names."""
    made = mutants(job.script, job.root)
    named = set(entry["survivors"])
    return Strength(
        job.code,
        made,
        [m for m in made if str(m) in named],
        float(entry["seconds"]),
        str(entry.get("measured", "")),
        cached=True,
    )


def _measure_jobs(
    jobs: Sequence[_Job],
    features: Path,
    root: Path | None,
    workers: int,
    on_result: Callable[[Strength], None] | None = None,
) -> list[Strength]:
    """Measure `jobs` in one verification session, `on_result` hearing each card as it is
    done; or spread over `workers` processes, `on_result` hearing each share's at its end."""
    if workers > 1 and len(jobs) > 1:
        from harness.spread import deal, spread

        shares = [
            ([(j.code, j.script) for j in share], features, root) for share in deal(list(jobs), workers)
        ]
        results = [r for part in spread(_measure_share, shares, workers) for r in part]
        if on_result is not None:
            for result in results:
                on_result(result)
        return results
    runner = _MutantRunner(jobs, on_result)
    every_file = sorted({f for job in jobs for f in job.files})
    every_code = sorted({c for job in jobs for c in job.codes})
    verify(every_file, extra_args=[f"--card={c}" for c in every_code], tracebacks=False, plugins=[runner])
    if runner.not_proven is not None:
        raise runner.not_proven
    if len(runner.results) != len(jobs):
        raise RuntimeError("the strength session stopped before measuring every card")
    return runner.results


def _measure_share(share: tuple[list[tuple[str, Path]], Path, Path | None]) -> list[Strength]:
    """One process's share of `measure_all` (module level, so that it pickles)."""
    scripts, features, root = share
    return _measure_jobs(_jobs(dict(scripts), features, root), features, root, 1)


def measure(code: str, script: Path, features: Path, *, root: Path | None = None) -> Strength:
    """Run the card's scenarios against every mutant of its script."""
    [result] = measure_all({code: script}, features, root=root)
    return result


# -- choosing cards, writing the report ---------------------------------------------------
def pack_scripts_folder(cards_dir: Path, name: str) -> Path | None:
    """The scripts folder of the pack `name` names, in any case: its code (`DTR`, `dtr`,
    `2T2D`) or its folder (`dtr`, `pack_2t2d`); None if `name` names no pack."""
    from cards.scripts import pack_folder

    for folder in (name, name.lower(), pack_folder(name)):
        if folder and (cards_dir / folder).is_dir() and not folder.startswith(("_", ".")):
            return cards_dir / folder
    return None


def chosen_scripts(cards_dir: Path, names: Sequence[str]) -> dict[str, Path]:
    """Card code → script for each name: a pack (`DTR` or `dtr`), a code or a title."""
    from cards.database import card_db

    scripts = {code: Path(file) for code, file in script_codes(cards_dir).items()}
    chosen: dict[str, Path] = {}
    for name in names:
        folder = pack_scripts_folder(cards_dir, name)
        if folder is not None:
            chosen.update({c: p for c, p in scripts.items() if p.parent.resolve() == folder.resolve()})
            continue
        code = name if name in scripts else card_db().find(name).code
        original = script_registry().get(code)
        match = [c for c in scripts if original is not None and script_registry().get(c) is original]
        if not match:
            raise LookupError(f"{name}: no card script for it under {cards_dir}")
        chosen[match[0]] = scripts[match[0]]
    return chosen


def changed_scripts(cards_dir: Path, rev: str) -> dict[str, Path]:
    """The scripts changed since git revision `rev`: committed, modified in the work tree,
    or new and not yet added (untracked, unless ignored)."""

    def git(*args: str) -> list[str]:
        done = subprocess.run(["git", *args], capture_output=True, text=True, check=True, cwd=cards_dir)
        return [line for line in done.stdout.splitlines() if line]

    [top] = git("rev-parse", "--show-toplevel")
    files = git("diff", "--name-only", rev, "--", ".") + git(
        "ls-files", "--others", "--exclude-standard", "--full-name", "--", "."
    )
    changed = {(Path(top) / line).resolve() for line in files}
    return {
        code: Path(file) for code, file in script_codes(cards_dir).items() if Path(file).resolve() in changed
    }


def merge_report(path: Path, results: Sequence[Strength]) -> dict[str, dict[str, Any]]:
    """Write the results into the report at `path`, keeping other cards' earlier results."""
    report: dict[str, dict[str, Any]] = {}
    if path.is_file():
        report = json.loads(path.read_text(encoding="utf-8"))
    report.update({r.code: r.to_json() for r in results})
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(dict(sorted(report.items())), indent=1) + "\n", encoding="utf-8")
    return report


def weak_cards(results: Mapping[str, Mapping[str, Any]], threshold: float) -> list[str]:
    """The strength gate, card by card, on results as reports/strength.json holds them
    ({code: {"mutants", "killed", "survivors"}}): one message per card whose scenarios kill
    fewer than `threshold` % of its own mutants, naming it and each surviving mutant
    (file:line, the change). An average over many cards let a new card whose scenarios
    kill 1 of its 11 mutants pass beside strong ones."""
    from cards.database import card_db

    failures = []
    for code, result in sorted(results.items()):
        made, killed = int(result.get("mutants", 0)), int(result.get("killed", 0))
        score = round(100.0 * killed / made, 2) if made else 100.0
        if score + 1e-9 < threshold:
            survivors = "".join(f"\n    survives: {m}" for m in result.get("survivors", []))
            failures.append(
                f"strength: {code} {card_db().by_code(code).title}: {killed}/{made} of its mutants "
                f"killed ({score:.2f}%), under the required {threshold:.2f}%; assert what these "
                f"change:{survivors}"
            )
    return failures


def percent_killed(results: Sequence[Strength]) -> float:
    made = sum(len(r.mutants) for r in results)
    return round(100.0 * sum(r.killed for r in results) / made, 2) if made else 100.0
