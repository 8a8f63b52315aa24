"""Whole random games between starter decks (DESIGN.md C1, C2, C5).

A random agent answers every decision with a random legal option, from setup to a
winner. After every decision the effect invariants must hold (no effect outlives its
duration, no persistent effect without its source), and so must the posse invariants
(every posse member is a dude in play on its side, at the shootout's location once the
rounds have begun, whatever stage a card left play at); no decision may raise; and the same
seed with the same agent must give the same game, digest for digest. The agent leans a
little towards High Noon plays and call outs so that jobs and shootouts happen often
enough to be exercised (it stays a random player: every answer is a legal option).

200 seeds, each played twice, take about 6 s on a 2-core machine.

The invariant sweep plays more games spread evenly over every ordered pair of
starter decks (mirror matches included), checking the board invariants as well
(`harness.invariants`: each card in exactly one zone, attachments only on cards in play,
posse members in play, no negative resources) and the rules oracle's reading of the core
plays (`harness.fuzz.oracle`: what is offered is legal by the digest, and what the digest
allows is offered) after every decision, and snapshots each
game at a decision sampled uniformly from its whole length (after setup): the snapshot
must rebuild to the same position and play on to the same end. 1,000 games cost about
40 s of CPU on one core (measured: 37 s user time for the games alone; wall time is
higher on a shared machine), and the oracle about a sixth more (measured: 0.42 s of 3.1 s
over 200 games), so they are the nightly profile's sweep (`pytest --profile nightly`);
the default profile (CI) plays one game per pair, 100 games (harness/profiles.py).
`--random-games N` plays another number.
"""

from __future__ import annotations

import functools
import itertools
import random
from dataclasses import dataclass

import pytest

from cards.decks import load_deck, starter_decks
from engine.game import Game
from engine.shootout import posse_problems
from harness.agents import RandomAgent
from harness.fuzz.oracle import oracle_problems
from harness.invariants import check_invariants
from harness.pytest_plugin import run_profile

SEEDS = range(200)
MAX_DECISIONS = 20_000


@dataclass(frozen=True)
class Played:
    digest: str
    history: tuple[tuple[int, str], ...]
    winner: str | None
    decisions: int
    shootouts: int
    jobs: int


def decks_for(seed: int) -> list[str]:
    names = starter_decks()
    return [names[seed % len(names)], names[(seed * 7 + 3) % len(names)]]


def play(seed: int) -> Played:
    """One whole game; fails at the first broken invariant, naming the decision."""
    game = Game.from_decks([load_deck(name) for name in decks_for(seed)], seed=seed)
    agent = RandomAgent(seed)
    decisions = 0
    while game.pending is not None and decisions < MAX_DECISIONS:
        pending = game.pending
        answer = agent.choose(game, pending)
        game.decide(pending.player, answer)
        decisions += 1
        problems = game.effects.check_invariants() + posse_problems(game)
        assert problems == [], (
            f"seed {seed}, decision {decisions} ({game.players[pending.player].name}: "
            f"{pending.prompt} -> {answer}): {problems}\nLast log lines:\n  "
            + "\n  ".join(game.log.lines()[-10:])
        )
    lines = game.log.lines()
    return Played(
        digest=game.digest(),
        history=tuple(game.history),
        winner=None if game.winner is None else game.winner.name,
        decisions=decisions,
        shootouts=sum(" shoot it out at " in line for line in lines),
        jobs=sum(" starts the job " in line for line in lines),
    )


@functools.cache
def first_play(seed: int) -> Played:
    return play(seed)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_random_game_reaches_a_winner_and_replays_identically(seed: int) -> None:
    first = first_play(seed)
    assert first.winner is not None, (
        f"seed {seed} ({' vs '.join(decks_for(seed))}): no winner in {first.decisions} decisions"
    )
    again = play(seed)
    assert again.history == first.history
    assert again.digest == first.digest


def test_random_games_reach_shootouts_and_jobs() -> None:
    games = [first_play(seed) for seed in SEEDS]
    assert sum(g.shootouts for g in games) >= 50, "random agents should fight shootouts"
    assert sum(g.jobs for g in games) >= 10, "random agents should start jobs"
    assert len({g.digest for g in games}) == len(games), "different seeds should give different games"


# -- the invariant sweep ------------------------------------------------------------------------
#: Games the sweep finds broken by defects outside this suite's reach, with the defect.
#: (Seed 831, Ramiro Mendoza left in a job's posse after leaving play, was fixed with posse
#: membership following zone changes; keep this empty unless a defect is tracked elsewhere.)
KNOWN_BROKEN: dict[int, str] = {}


def sweep_pairs() -> list[tuple[str, str]]:
    return list(itertools.product(starter_decks(), repeat=2))


def sweep_games(config: pytest.Config) -> int:
    """`--random-games N`, or else the profile's number: every ordered pair of starter decks
    played as often as every other (seed i plays pair i mod pairs)."""
    given = config.getoption("--random-games")
    if given:
        return int(given)
    return run_profile(config).sweep_games(len(sweep_pairs()))


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "sweep_game" in metafunc.fixturenames:
        count = sweep_games(metafunc.config)
        params = [
            pytest.param(i, marks=pytest.mark.xfail(reason=KNOWN_BROKEN[i], strict=True))
            if i in KNOWN_BROKEN
            else i
            for i in range(count)
        ]
        metafunc.parametrize("sweep_game", params)


def test_the_sweep_covers_every_pair_of_starter_decks(request: pytest.FixtureRequest) -> None:
    count = sweep_games(request.config)
    assert count >= len(sweep_pairs()), f"--random-games {count} leaves pairs of starter decks unplayed"


def test_random_game_keeps_the_invariants_and_its_snapshot_plays_on(sweep_game: int) -> None:
    seed = sweep_game
    first, second = sweep_pairs()[seed % len(sweep_pairs())]
    game = Game.from_decks([load_deck(first), load_deck(second)], seed=seed)
    agent, sampler = RandomAgent(seed), random.Random(seed)
    sample: tuple[int, dict[str, object], str] | None = None
    seen = decisions = 0
    while game.pending is not None and decisions < MAX_DECISIONS:
        if game.phase != "setup":
            seen += 1
            if sampler.randrange(seen) == 0:  # one decision, uniformly, without knowing the length
                sample = (len(game.history), game.snapshot(), game.position_digest())
        pending = game.pending
        answer = agent.choose(game, pending)
        game.decide(pending.player, answer)
        decisions += 1
        problems = check_invariants(game) + oracle_problems(game)
        assert problems == [], (
            f"seed {seed} ({first} vs {second}), decision {decisions} ({game.players[pending.player].name}: "
            f"{pending.prompt} -> {answer}): {problems}\nLast log lines:\n  "
            + "\n  ".join(game.log.lines()[-10:])
        )
    assert sample is not None
    done, snapshot, digest = sample
    rebuilt = Game.from_board(snapshot)
    assert rebuilt.position_digest() == digest, (
        f"seed {seed}: the snapshot after decision {done} rebuilds differently"
    )
    for player, option in game.history[done:]:
        rebuilt.decide(player, option)
    assert rebuilt.position_digest() == game.position_digest(), (
        f"seed {seed}: the game rebuilt at {done} plays on differently"
    )
    tail = rebuilt.log.lines()
    lines = game.log.lines()
    assert lines[len(lines) - len(tail) :] == tail
