"""Gomorra benchmarks: `gomorra bench [--json FILE] [--readme]` (or `python bench/run.py`)
from a checkout.

What the harness costs on top of the engine, and how the engine scales:
  * ms per Gherkin scenario through pytest-bdd (median, p90) over the bundled features,
    and the engine's share: the same scenarios replayed through the engine API alone
    (board build, or setup from decks, plus the decisions the game applied);
  * pytest start-up with the features collected; one-feature `gomorra verify`; the
    card database load; peak memory of the feature run (every process it starts: bench/memory.py);
  * self-play with every agent of `harness.agents.AGENTS`: decisions/s, games/s and,
    per game, days, shootouts, jobs and cards in play;
  * the growth curve: ms per decision on boards built with 5–100 cards in play and
    0–200 lasting effects;
  * the fuzzer (`harness.fuzz.machine`, as `gomorra fuzz` runs it: every check, the
    rules oracle included): decisions per CPU second of one worker, and each check's share.
  * with `--suite`: the README's test command timed, and projected at 5x today's
    scenarios (a synthetic suite of replicated bundled features, run serially for its CPU
    time and peak memory), and the fuzzer's decisions/s with all its checks (one worker).
Nothing here is a pass/fail test: the targets are printed beside the figures, never
asserted. Times are CPU time of the process doing the work (children: their own rusage),
with wall time beside them, because the machine running the bench is often shared.
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import os
import platform
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NamedTuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.memory import TreeMemory  # noqa: E402
from cards.database import CardDB  # noqa: E402
from cards.decks import Deck, load_deck, starter_decks  # noqa: E402
from engine.game import Game  # noqa: E402

ONE_FEATURE = ROOT / "features" / "rules" / "shootout" / "posse.feature"
SELF_PLAY_SECONDS = 8.0  # per agent
SELF_PLAY_MAX_DECISIONS = 20_000  # per game, as in tests/test_random_games.py
CARDS_IN_PLAY = (5, 20, 50, 100)
LASTING_EFFECTS = (0, 10, 50, 200)
GROWTH_DECISIONS = 24  # per board
GROWTH_BUDGET_S = 1.0  # per board
FUZZ_GAMES = 150  # derandomized, as many rule steps a game as a campaign's

#: What the figures are compared against (reported, never asserted).
TARGETS = {
    "scenario median ms": 2.0,
    "scenario p90 ms": 5.0,
    "full pytest s": 600.0,
    "one-feature verify s": 0.8,
    "feature run peak RSS MiB": 100.0,
    "fuzz decisions per s per worker": 1000.0,
}

README_START = "<!-- figures:start (gomorra bench --readme) -->"
README_END = "<!-- figures:end -->"


# -- helpers --------------------------------------------------------------------------
def percentile(samples: Sequence[float], fraction: float) -> float:
    """The nearest-rank percentile (p90: fraction 0.9)."""
    ordered = sorted(samples)
    if not ordered:
        return float("nan")
    rank = max(1, math.ceil(fraction * len(ordered)))
    return ordered[rank - 1]


def median_of(function: Callable[[], object], repeat: int) -> float:
    """Median CPU seconds per call."""
    samples = []
    for _ in range(repeat):
        start = time.process_time()
        function()
        samples.append(time.process_time() - start)
    return statistics.median(samples)


class Child(NamedTuple):
    wall: float
    cpu: float
    status: int
    rss_kib: int
    #: The peak of the summed PSS of the child and every process it started (bench/memory.py);
    #: the single-process `rss_kib` where /proc cannot be read.
    tree_kib: int


def run_child(args: Sequence[str], env: dict[str, str] | None = None) -> Child:
    """Wall and CPU seconds, exit status and peak memory of one child process: its own
    rusage, and its whole process tree's memory sampled while it runs."""
    start = time.perf_counter()
    child = subprocess.Popen(
        list(args), cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    sampler = TreeMemory(child.pid)
    _pid, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - start
    tree = sampler.stop()
    child.returncode = os.waitstatus_to_exitcode(status)
    return Child(
        elapsed, usage.ru_utime + usage.ru_stime, child.returncode, usage.ru_maxrss, tree or usage.ru_maxrss
    )


def median_child(args: Sequence[str], env: dict[str, str] | None = None, repeat: int = 3) -> dict[str, float]:
    runs = [run_child(args, env) for _ in range(repeat)]
    return {
        "wall_s": statistics.median(r.wall for r in runs),
        "cpu_s": statistics.median(r.cpu for r in runs),
    }


# -- scenarios through pytest-bdd, and their engine share --------------------------------
def feature_run() -> dict[str, Any]:
    """Run every bundled feature under pytest (serially, so times are per scenario)."""
    with tempfile.TemporaryDirectory(prefix="gomorra-bench-") as tmp:
        out = Path(tmp) / "scenarios.json"
        env = {
            **os.environ,
            "GOMORRA_BENCH_OUT": str(out),
            "PYTHONPATH": os.pathsep.join([str(ROOT / "bench"), os.environ.get("PYTHONPATH", "")]),
            "PYTEST_ADDOPTS": "",
        }
        args = [sys.executable, "-m", "pytest", "tests/test_features.py", "-q", "-p", "no:cacheprovider"]
        child = run_child([*args, "-p", "scenario_timer"], env)
        data = json.loads(out.read_text(encoding="utf-8")) if out.is_file() else {"scenarios": []}
    wall = [s["seconds"] * 1000 for s in data["scenarios"]]
    cpu = [s["cpu"] * 1000 for s in data["scenarios"]]
    failed = sum(s["outcome"] != "passed" for s in data["scenarios"])
    return {
        "scenarios": len(wall),
        "failed": failed,
        "exit_status": child.status,
        "wall_s": child.wall,
        "cpu_s": child.cpu,
        "median_ms": statistics.median(wall) if wall else float("nan"),
        "p90_ms": percentile(wall, 0.9),
        "median_cpu_ms": statistics.median(cpu) if cpu else float("nan"),
        "p90_cpu_ms": percentile(cpu, 0.9),
        "peak_memory_mib": child.tree_kib / 1024,
        "largest_process_rss_mib": child.rss_kib / 1024,
        "replays": data.get("replays", []),
    }


def replay(record: dict[str, Any]) -> float:
    """CPU seconds the engine alone takes for one scenario: build the game, apply its decisions."""
    board = copy.deepcopy(record["board"])
    start = time.process_time()
    if record["decks"] is not None:
        game = Game.from_decks([load_deck(name) for name in record["decks"]], seed=record["seed"])
    else:
        game = Game.from_board(board)
    for player, option in record["history"]:
        game.decide(player, option)
    return time.process_time() - start


def engine_share(replays: list[dict[str, Any]]) -> dict[str, Any]:
    times, refused = [], 0
    for record in replays:
        try:
            times.append(replay(record) * 1000)
        except Exception:  # a scenario whose game the harness steered (stacked hands): skip it
            refused += 1
    return {
        "replayed": len(times),
        "not_replayable": refused,
        "median_ms": statistics.median(times) if times else float("nan"),
        "p90_ms": percentile(times, 0.9),
    }


# -- start-up, verify, card database ------------------------------------------------
def pytest_startup() -> dict[str, float]:
    """pytest start-up with the Gomorra plugin and every feature collected (no scenario run)."""
    env = {**os.environ, "PYTEST_ADDOPTS": ""}
    args = [sys.executable, "-m", "pytest", "tests/test_features.py", "--collect-only", "-q"]
    return median_child([*args, "-p", "no:cacheprovider"], env)


def verify_one_feature(*, bytecode_cached: bool = False) -> dict[str, float]:
    """One-feature `gomorra verify` as this environment runs it; with `bytecode_cached`,
    as an installed Gomorra runs it (pip compiles the modules): the project's modules
    compiled once into a temporary bytecode cache, which the timed runs read."""
    gomorra = Path(sys.executable).with_name("gomorra")
    command = [str(gomorra)] if gomorra.is_file() else [sys.executable, "-m", "harness.cli"]
    args = [*command, "verify", str(ONE_FEATURE)]
    if not bytecode_cached:
        return median_child(args)
    with tempfile.TemporaryDirectory(prefix="gomorra-bench-pyc-") as cache:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = cache
        run_child(args, env)  # writes the cache
        return median_child(args, env)


#: The content caches of the coverage gate (harness/rules_coverage/content_cache.py): a clean
#: clone, as CI has, starts without them.
GATE_CACHES = ("removal-cache.json", "strength-cache.json")


@contextmanager
def _caches_aside() -> Iterator[None]:
    """The gate's caches moved out of reports/ for the length of a timed suite, and back
    after: the suite is timed as CI runs it on a clean clone, not on this checkout's
    earlier measurements."""
    reports = ROOT / "reports"
    with tempfile.TemporaryDirectory(prefix="gomorra-bench-caches-") as aside:
        moved = []
        for name in GATE_CACHES:
            if (reports / name).is_file():
                os.replace(reports / name, Path(aside) / name)
                moved.append(name)
        try:
            yield
        finally:
            for name in moved:
                os.replace(Path(aside) / name, reports / name)


def full_suite() -> dict[str, Any]:
    """The README's test command (`pytest -n auto --coverage-gate`) as CI runs it: wall and
    CPU seconds (its own and its workers' rusage) and the number of tests that passed.
    Minutes, not seconds, so it runs only with `--suite`."""
    args = [sys.executable, "-m", "pytest", "-n", "auto", "-q", "-p", "no:cacheprovider", "--coverage-gate"]
    with _caches_aside():
        start = time.perf_counter()
        before = os.times()
        done = subprocess.run(
            args, cwd=ROOT, env={**os.environ, "CI": "true"}, capture_output=True, text=True
        )
        after = os.times()
    wall = time.perf_counter() - start
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    summary = re.search(r"(\d+) passed", done.stdout)
    return {
        "wall_s": wall,
        "cpu_s": cpu,
        "passed": int(summary[1]) if summary else 0,
        "status": done.returncode,
    }


# -- the suite at the projected size (5x today's scenarios) ----------------------------------
#: How many times the bundled features are replicated for the projected suite.
PROJECTED = 5
FUZZ_SECONDS = 30.0


def synthetic_suite(folder: Path, copies: int) -> Path:
    """`copies` copies of the bundled features under `folder/features/copy-N/` (scenario
    titles stay unique per file, as each copy is its own file), with the named boards
    beside them: a suite `copies` times today's, for the projected figures."""
    import shutil

    features = folder / "features"
    for copy_index in range(1, copies + 1):
        shutil.copytree(ROOT / "features", features / f"copy-{copy_index}")
    (folder / "scenarios").symlink_to(ROOT / "scenarios", target_is_directory=True)
    return features


def feature_run_at(copies: int) -> dict[str, Any]:
    """`gomorra verify` over `copies` times the bundled features, serially in one process:
    its CPU and wall seconds and peak RSS (the whole feature run's memory at that size)."""
    gomorra = Path(sys.executable).with_name("gomorra")
    command = [str(gomorra)] if gomorra.is_file() else [sys.executable, "-m", "harness.cli"]
    with tempfile.TemporaryDirectory(prefix="gomorra-bench-5x-") as tmp:
        features = synthetic_suite(Path(tmp), copies)
        scenarios = sum(1 for _ in features.rglob("*.feature"))
        child = run_child([*command, "verify", str(features)])
    return {
        "copies": copies,
        "feature_files": scenarios,
        "wall_s": child.wall,
        "cpu_s": child.cpu,
        "status": child.status,
        "peak_memory_mib": child.tree_kib / 1024,
        "largest_process_rss_mib": child.rss_kib / 1024,
    }


def projected_suite(
    today: dict[str, Any], features_1x: dict[str, Any], features_nx: dict[str, Any]
) -> dict[str, Any]:
    """The README test command's wall time at PROJECTED times today's scenarios: today's
    measured wall time plus the added scenarios' CPU time spread over the cores xdist uses
    (scenarios are independent tests; the rest of the suite — unit tests, the sampled sweeps
    of the default profile, the strength gate on changed scripts — does not grow with the
    scenarios), plus the removal pass's growth, which the gate runs serially at the end of
    the session and which grows with the abilities (taken as growing with the scenarios)."""
    cores = os.cpu_count() or 1
    added = max(features_nx["cpu_s"] - features_1x["cpu_s"], 0.0)
    removal = today.get("removal_s", 0.0) * (PROJECTED - 1)
    return {
        "today_wall_s": today["wall_s"],
        "today_cpu_s": today["cpu_s"],
        "added_scenario_cpu_s": added,
        "added_removal_s": removal,
        "cores": cores,
        "projected_wall_s": today["wall_s"] + added / cores + removal,
        # On a quiet machine the wall time is about the CPU time spread over the cores: what a
        # dedicated CI runner would take (the measured wall time above includes the load).
        "projected_quiet_s": (today["cpu_s"] + added) / cores + removal,
    }


def removal_pass() -> float:
    """Seconds (CPU) of the gate's removal pass over the bundled features, uncached."""
    from harness.rules_coverage.denominators import card_entries
    from harness.rules_coverage.removal import prove

    start = time.process_time()
    prove(card_entries(), [ROOT / "features"], root=ROOT)
    return time.process_time() - start


def fuzz_campaign_rate() -> dict[str, Any]:
    """A one-worker `gomorra fuzz` campaign with all its checks: decisions per second (wall
    and CPU) from its report; shrunk failures go to a temporary folder, not the project's."""
    gomorra = Path(sys.executable).with_name("gomorra")
    command = [str(gomorra)] if gomorra.is_file() else [sys.executable, "-m", "harness.cli"]
    with tempfile.TemporaryDirectory(prefix="gomorra-bench-fuzz-") as tmp:
        report = Path(tmp) / "reached.json"
        args = [
            "fuzz",
            "--minutes",
            str(FUZZ_SECONDS / 60),
            "--workers",
            "1",
            "--report",
            str(report),
            "--regressions",
            str(Path(tmp) / "regressions"),
        ]
        child = run_child([*command, *args])
        data = json.loads(report.read_text(encoding="utf-8")) if report.is_file() else {}
    return {
        "seconds": FUZZ_SECONDS,
        "decisions": data.get("decisions", 0),
        "decisions_per_s": (data.get("decisions_per_second") or [0.0])[0],
        "decisions_per_cpu_s": (data.get("decisions_per_cpu_second") or [0.0])[0],
        "failures": data.get("failures", 0),
        "status": child.status,
    }


def card_db_load() -> float:
    return median_of(CardDB.load, 5)


# -- self-play ------------------------------------------------------------------------
def self_play(agent_name: str, agent_type: Any) -> dict[str, Any]:
    """Whole games from the starter decks for SELF_PLAY_SECONDS, both seats one agent type.
    The deck lists are read once, before the clock starts: reading a file is no decision."""
    names = starter_decks()
    decks = {name: load_deck(name) for name in names}
    decisions = games = days = shootouts = jobs = 0
    in_play: list[int] = []
    elapsed = 0.0
    seed = 0
    played_games: list[tuple[list[Deck], int, list[tuple[int, str]]]] = []
    while elapsed < SELF_PLAY_SECONDS:
        start = time.process_time()
        pair = [decks[names[seed % len(names)]], decks[names[(seed * 7 + 3) % len(names)]]]
        game = Game.from_decks(pair, seed=seed)
        agents = [agent_type(seed), agent_type(seed + 10_000)]
        answers: list[tuple[int, str]] = []
        while game.pending is not None and len(answers) < SELF_PLAY_MAX_DECISIONS:
            pending = game.pending
            answer = agents[pending.player].choose(game, pending)
            game.decide(pending.player, answer)
            answers.append((pending.player, answer))
            if len(answers) % 50 == 0:
                in_play.append(len(game.cards_in_play()))
        elapsed += time.process_time() - start
        played_games.append((pair, seed, answers))
        played = len(answers)
        lines = game.log.lines()
        decisions += played
        games += 1
        days += game.day
        shootouts += sum(" shoot it out at " in line for line in lines)
        jobs += sum(" starts the job " in line for line in lines)
        seed += 1
    return {
        "agent": agent_name,
        "games": games,
        "decisions": decisions,
        "seconds": elapsed,
        "decisions_per_s": decisions / elapsed,
        "games_per_s": games / elapsed,
        "days_per_game": days / games,
        "shootouts_per_game": shootouts / games,
        "jobs_per_game": jobs / games,
        "cards_in_play": statistics.mean(in_play) if in_play else 0.0,
        **replayed(played_games),
    }


def replayed(games: list[tuple[list[Deck], int, list[tuple[int, str]]]]) -> dict[str, float]:
    """The same games again, their recorded answers given without an agent: what the engine
    alone costs (setting up from the decks, carrying out each answer, and checking it is
    legal, which lists the options of the answer's kind). No agent and no cache of the
    options can make self-play faster than this, so it bounds the self-play figure."""
    setup = apply = 0.0
    decisions = 0
    for pair, seed, answers in games:
        start = time.process_time()
        game = Game.from_decks(pair, seed=seed)
        set_up = time.process_time()
        for player, answer in answers:
            game.decide(player, answer)
        apply += time.process_time() - set_up
        setup += set_up - start
        decisions += len(answers)
    return {
        "replay_decisions_per_s": decisions / (setup + apply),
        "replay_setup_share": setup / (setup + apply),
    }


# -- the fuzzer -------------------------------------------------------------------------
def fuzz_rate() -> dict[str, Any]:
    """`FUZZ_GAMES` games of the fuzz machine in this process, derandomized (the same games
    each run), with the campaign's game length and every check: decisions per CPU second
    of the whole run (Hypothesis' own work included), as one `gomorra fuzz` worker."""
    from hypothesis import HealthCheck, Phase, settings
    from hypothesis.stateful import run_state_machine_as_test

    from harness.fuzz.machine import STATS, EngineMachine
    from harness.fuzz.profiles import CAMPAIGN_STEPS

    profile = settings(
        max_examples=FUZZ_GAMES,
        stateful_step_count=CAMPAIGN_STEPS,
        derandomize=True,
        database=None,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    regressions, EngineMachine.regressions = EngineMachine.regressions, None
    decisions, checks = STATS.decisions, STATS.check_microseconds.copy()
    started, wall = time.process_time(), time.perf_counter()
    try:
        run_state_machine_as_test(EngineMachine, settings=profile)
    finally:
        EngineMachine.regressions = regressions
    cpu, wall = time.process_time() - started, time.perf_counter() - wall
    made = STATS.decisions - decisions
    spent = STATS.check_microseconds - checks
    return {
        "games": FUZZ_GAMES,
        "decisions": made,
        "cpu_s": cpu,
        "wall_s": wall,
        "decisions_per_s": made / cpu,
        "check_share": {name: us / 1e6 / cpu for name, us in sorted(spent.items())},
    }


# -- the growth curve -----------------------------------------------------------------
def _buildable(title: str, kind: str) -> bool:
    """Whether a board can hold this card (a title shared by two cards is ambiguous there)."""
    where = {"street": ["home", title]} if kind == "deed" else {"dudes": [title]}
    board = {
        "players": [
            {"name": "Player1", "outfit": "Law Dogs", **where},
            {"name": "Player2", "outfit": "Law Dogs"},
        ]
    }
    try:
        Game.from_board(board)
    except Exception:
        return False
    return True


def _titles(db: CardDB, kind: str, wanted: int) -> list[str]:
    """`wanted` distinct titles of one card type, those without text first (they only add
    weight), each one a board can hold."""
    seen: dict[str, bool] = {}
    for card in db.all():
        if card.type == kind and card.title not in seen:
            seen[card.title] = bool(card.text.strip())
    found: list[str] = []
    for title in sorted(seen, key=lambda title: seen[title]):
        if len(found) == wanted:
            break
        if _buildable(title, kind):
            found.append(title)
    return found


def growth_board(cards: int, effects: int, seed: int = 5) -> dict[str, Any]:
    """A High Noon board with `cards` cards in play (outfits included) and `effects` lasting
    effects on its dudes; decks are left full so the game can go on for a while."""
    from cards.database import card_db

    db = card_db()
    dudes, deeds = _titles(db, "dude", cards), _titles(db, "deed", cards // 3 + 1)
    rng = random.Random(seed)
    players: list[dict[str, Any]] = [
        {"name": "Player1", "outfit": "The Sloane Gang", "ghost_rock": 20, "street": ["home"], "dudes": []},
        {"name": "Player2", "outfit": "Law Dogs", "ghost_rock": 20, "street": ["home"], "dudes": []},
    ]
    placed: list[str] = []
    for i in range(max(cards - 2, 0)):
        player = players[i % 2]
        if i % 3 == 2 and deeds:
            player["street"].append(deeds.pop(0))
        else:
            name = dudes.pop(0)
            player["dudes"].append(name)
            placed.append(name)
    for player, deck in zip(players, starter_decks()[:2], strict=True):
        titles = [entry.card.title for entry in load_deck(deck).cards for _ in range(entry.copies)]
        player["deck"] = [title for title in titles if title not in placed][:30]
    effect_specs = ["bullets +1", "influence +1", "value +1", "bullets -1"]
    board: dict[str, Any] = {"seed": seed, "phase": "high noon", "players": players}
    if effects and placed:
        board["effects"] = [
            {
                "source": rng.choice(placed),
                "target": rng.choice(placed),
                "effect": effect_specs[i % len(effect_specs)],
                "until": "end of day",
            }
            for i in range(effects)
        ]
    return board


def ms_per_decision(board: dict[str, Any]) -> float:
    """Mean ms per decision of a random agent on this board: GROWTH_DECISIONS decisions,
    or fewer once GROWTH_BUDGET_S is spent (at least one)."""
    from harness.agents import RandomAgent

    game = Game.from_board(board)
    agent = RandomAgent(1)
    elapsed, made = 0.0, 0
    while game.pending is not None and made < GROWTH_DECISIONS and elapsed < GROWTH_BUDGET_S:
        pending = game.pending
        start = time.process_time()
        game.decide(pending.player, agent.choose(game, pending))
        elapsed += time.process_time() - start
        made += 1
    return elapsed * 1000 / max(made, 1)


def growth_curve() -> dict[str, dict[str, float | None]]:
    """ms per decision by cards in play and lasting effects, the median of three runs of
    the same board (a run is a few milliseconds: one pause of the machine skews it); a row
    stops (None) once one decision takes longer than GROWTH_BUDGET_S, so the bench stays
    within minutes."""
    curve: dict[str, dict[str, float | None]] = {}
    for cards in CARDS_IN_PLAY:
        row: dict[str, float | None] = {}
        for effects in LASTING_EFFECTS:
            slow = any(ms is not None and ms > GROWTH_BUDGET_S * 1000 for ms in row.values())
            row[str(effects)] = (
                None
                if slow or (row and None in row.values())
                else statistics.median(ms_per_decision(board) for board in [growth_board(cards, effects)] * 3)
            )
        curve[str(cards)] = row
    return curve


# -- reporting --------------------------------------------------------------------------
def measure(*, suite: bool = False) -> dict[str, Any]:
    from harness.agents import AGENTS

    started = time.perf_counter()
    figures: dict[str, Any] = {
        "machine": f"{platform.python_implementation()} {platform.python_version()}, "
        f"{os.cpu_count()} cores, {platform.machine()}",
        "bytecode_cache": "off (PYTHONDONTWRITEBYTECODE)" if sys.dont_write_bytecode else "on",
    }
    run = feature_run()
    figures["features"] = {k: v for k, v in run.items() if k != "replays"}
    figures["engine"] = engine_share(run["replays"])
    figures["pytest_startup"] = pytest_startup()
    figures["verify_one_feature"] = verify_one_feature()
    figures["verify_one_feature_cached"] = verify_one_feature(bytecode_cached=True)
    figures["card_db_load_ms"] = card_db_load() * 1000
    figures["self_play"] = [self_play(name, agent) for name, agent in AGENTS.items()]
    figures["growth_ms_per_decision"] = growth_curve()
    figures["fuzz"] = fuzz_rate()
    if suite:
        figures["full_suite"] = full_suite()
        figures["full_suite"]["removal_s"] = removal_pass()
        at_1x = feature_run_at(1)
        at_nx = feature_run_at(PROJECTED)
        figures["features_1x_verify"] = at_1x
        figures["features_projected"] = at_nx
        figures["projected_suite"] = projected_suite(figures["full_suite"], at_1x, at_nx)
        figures["fuzz_campaign"] = fuzz_campaign_rate()
    figures["bench_s"] = time.perf_counter() - started
    return figures


def _child(times: dict[str, float]) -> str:
    return f"{times['cpu_s']:.2f} ({times['wall_s']:.2f}) s"


def rows(figures: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(figure, value, target) rows of the summary table."""
    f, e = figures["features"], figures["engine"]
    out = [
        (
            "scenario through pytest-bdd, median",
            f"{f['median_cpu_ms']:.2f} ({f['median_ms']:.2f}) ms",
            "≤ 2 ms",
        ),
        ("scenario through pytest-bdd, p90", f"{f['p90_cpu_ms']:.2f} ({f['p90_ms']:.2f}) ms", "≤ 5 ms"),
        ("engine share (replay), median", f"{e['median_ms']:.2f} ms", ""),
        ("engine share (replay), p90", f"{e['p90_ms']:.2f} ms", ""),
        (f"feature run, {f['scenarios']} scenarios (serial)", f"{f['cpu_s']:.2f} ({f['wall_s']:.2f}) s", ""),
        ("feature run peak memory (all processes)", f"{f['peak_memory_mib']:.0f} MiB", "≤ 100 MiB"),
        ("pytest start-up + feature collection", _child(figures["pytest_startup"]), ""),
        (f"gomorra verify {ONE_FEATURE.name}", _child(figures["verify_one_feature"]), "≤ 0.8 s"),
        (
            f"gomorra verify {ONE_FEATURE.name}, bytecode cached (as installed)",
            _child(figures["verify_one_feature_cached"]),
            "≤ 0.8 s",
        ),
        ("card database load", f"{figures['card_db_load_ms']:.0f} ms", ""),
    ]
    if "full_suite" in figures:
        suite = figures["full_suite"]
        verdict = "" if suite["status"] == 0 else ", FAILED"
        per_test = suite["wall_s"] * 1000 / max(suite["passed"], 1)
        out.append(
            (
                f"full pytest -n auto, {suite['passed']} tests{verdict}",
                f"{suite['cpu_s']:.0f} ({suite['wall_s']:.0f}) s, {per_test:.0f} ms/test wall",
                "≤ 10 min at 5×",
            )
        )
        projected, at_nx = figures["projected_suite"], figures["features_projected"]
        out += [
            (
                f"README test command projected at {PROJECTED}× today's scenarios",
                f"{projected['projected_quiet_s']:.0f} s quiet ({projected['projected_wall_s']:.0f} s wall "
                f"as loaded; today {projected['today_cpu_s'] / projected['cores']:.0f} s quiet, "
                f"{projected['today_wall_s']:.0f} s wall; +{projected['added_scenario_cpu_s']:.0f} s "
                f"scenario CPU over {projected['cores']} cores, +{projected['added_removal_s']:.0f} s "
                "removal pass)",
                "≤ 600 s",
            ),
            (
                f"feature run at {PROJECTED}× ({at_nx['feature_files']} feature files, gomorra verify, serial)",
                f"{at_nx['cpu_s']:.1f} ({at_nx['wall_s']:.1f}) s",
                "",
            ),
            (
                f"`gomorra verify` peak memory at {PROJECTED}× (all processes)",
                f"{at_nx['peak_memory_mib']:.0f} MiB",
                "≤ 100 MiB",
            ),
            (
                "gomorra fuzz campaign, 1 worker: decisions/s",
                f"{figures['fuzz_campaign']['decisions_per_cpu_s']:.0f} "
                f"({figures['fuzz_campaign']['decisions_per_s']:.0f})"
                + (
                    f", {figures['fuzz_campaign']['failures']} failure(s) found"
                    if figures["fuzz_campaign"]["failures"]
                    else ""
                ),
                "≥ 1,000",
            ),
        ]
    for agent in figures["self_play"]:
        name = agent["agent"]
        out.append(
            (
                f"self-play '{name}': decisions/s, games/s",
                f"{agent['decisions_per_s']:.0f}, {agent['games_per_s']:.2f}",
                "≥ 20,000 decisions/s" if name == "realistic" else "",
            )
        )
        out.append(
            (
                f"self-play '{name}' replayed without the agent (engine alone): decisions/s",
                f"{agent['replay_decisions_per_s']:.0f} (setting up from the decks "
                f"{agent['replay_setup_share']:.0%})",
                "",
            )
        )
        out.append(
            (
                f"self-play '{name}' per game: days, shootouts, jobs, cards in play",
                f"{agent['days_per_game']:.1f}, {agent['shootouts_per_game']:.1f}, "
                f"{agent['jobs_per_game']:.1f}, {agent['cards_in_play']:.0f}",
                "",
            )
        )
    fuzz = figures.get("fuzz")
    if fuzz is not None:
        out.append(
            (
                f"fuzz machine, every check and the oracle: decisions/s ({fuzz['games']} games)",
                f"{fuzz['decisions_per_s']:.0f} ({fuzz['decisions'] / fuzz['wall_s']:.0f})",
                "≥ 1,000 per worker",
            )
        )
        shares = ", ".join(f"{name} {share:.0%}" for name, share in fuzz["check_share"].items())
        out.append(("fuzz machine: share of CPU by check", shares, ""))
    out.extend(growth_ratios(figures["growth_ms_per_decision"]))
    return out


def growth_ratios(curve: dict[str, dict[str, float | None]]) -> list[tuple[str, str, str]]:
    """How the cost of a decision grows: from 20 to 100 cards in play (no lasting effects),
    and from 0 to 200 lasting effects at each board size (the worst of them)."""

    def ratio(after: float | None, before: float | None) -> float | None:
        return None if after is None or before is None or before <= 0 else after / before

    out = []
    cards = ratio(curve.get("100", {}).get("0"), curve.get("20", {}).get("0"))
    out.append(("growth 20 → 100 cards in play", "skipped" if cards is None else f"×{cards:.1f}", "≤ ×6"))
    effects = [ratio(row.get("200"), row.get("0")) for row in curve.values()]
    known = [r for r in effects if r is not None]
    out.append(
        ("growth 0 → 200 lasting effects (worst board)", f"×{max(known):.1f}" if known else "skipped", "≤ ×2")
    )
    return out


def growth_rows(figures: dict[str, Any]) -> list[list[str]]:
    header = ["cards in play \\ lasting effects", *[str(n) for n in LASTING_EFFECTS]]
    body = [
        [cards, *["skipped" if ms is None else f"{ms:.2f}" for ms in by_effects.values()]]
        for cards, by_effects in figures["growth_ms_per_decision"].items()
    ]
    return [header, *body]


def render(figures: dict[str, Any]) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    table = Table(
        title=f"Gomorra bench ({figures['machine']}; bytecode cache {figures['bytecode_cache']})",
        caption="CPU time, wall time in brackets",
    )
    table.add_column("figure")
    table.add_column("value", justify="right")
    table.add_column("target", justify="right")
    for row in rows(figures):
        table.add_row(*row)
    console.print(table)
    grid = growth_rows(figures)
    growth = Table(title="ms per decision (random agent) by board size")
    for i, title in enumerate(grid[0]):
        growth.add_column(title, justify="right" if i else "left")
    for line in grid[1:]:
        growth.add_row(*line)
    console.print(growth)
    console.print(f"bench took {figures['bench_s']:.0f} s")


def markdown(figures: dict[str, Any]) -> str:
    lines = [
        README_START,
        f"Measured by `gomorra bench` ({figures['machine']}, bytecode cache {figures['bytecode_cache']}).",
        "Times are CPU time (wall time in brackets: the machine may be shared); targets are",
        "what we aim for, not tests.",
        "",
        "| figure | value | target |",
        "| --- | ---: | ---: |",
        *[f"| {a} | {b} | {c} |" for a, b, c in rows(figures)],
        "",
        "Milliseconds per decision (random agent) on boards built with N cards in play (rows) and "
        f"M lasting effects (columns); 'skipped' once a decision takes over {GROWTH_BUDGET_S:.0f} s:",
        "",
    ]
    grid = growth_rows(figures)
    lines.append("| " + " | ".join(grid[0]) + " |")
    lines.append("| --- |" + " ---: |" * (len(grid[0]) - 1))
    lines.extend("| " + " | ".join(line) + " |" for line in grid[1:])
    lines.append(README_END)
    return "\n".join(lines)


def update_readme(figures: dict[str, Any], readme: Path) -> None:
    """Rewrite the README's Figures section between its markers."""
    text = readme.read_text(encoding="utf-8")
    pattern = re.compile(re.escape(README_START) + ".*?" + re.escape(README_END), re.DOTALL)
    if not pattern.search(text):
        raise SystemExit(f"{readme} has no figures markers: add {README_START!r} ... {README_END!r}")
    readme.write_text(pattern.sub(lambda _m: markdown(figures), text), encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--json", type=Path, help="also write the figures to this JSON file")
    parser.add_argument("--readme", action="store_true", help="rewrite README.md's Figures section")
    parser.add_argument(
        "--suite", action="store_true", help="also time the full test run (pytest -n auto; minutes)"
    )
    options = parser.parse_args(argv)
    figures = measure(suite=options.suite)
    render(figures)
    if options.json:
        options.json.write_text(json.dumps(figures, indent=2), encoding="utf-8")
    if options.readme:
        update_readme(figures, ROOT / "README.md")


if __name__ == "__main__":
    main()
