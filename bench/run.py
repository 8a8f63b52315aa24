"""Gomorra benchmarks: run with `gomorra bench` (or `python bench/run.py`) from a checkout.

Figures are measured in one run on one machine, so compare them as ratios:
  * building a game from a board vs. playing a game from decks through setup to the
    first High Noon decision (the online engine's only way to reach a position);
  * decisions per second when random agents play whole games from the starter decks;
  * milliseconds per Gherkin scenario over the bundled features.
Nothing here is a pass/fail test: targets live in the numbers, not in assertions.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cards.decks import load_deck, starter_decks
from engine.game import Game

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {
            "name": "Player1",
            "outfit": "The Sloane Gang",
            "ghost_rock": 12,
            "hand": ["Shotgun", "Reserves", "General Store", "Mustang", "Pony Express"],
            "deck": ["Sloane", "Pancho Castillo", "Jonah Essex", "Barton Everest", "Fred Aims"] * 2,
            "street": ["Dead Dog Tavern", "home", "Charlie's Place"],
            "dudes": [
                "Allie Hensman",
                {"card": "Marion Seville", "at": "Town Square", "bounty": 1},
                {"card": "Silas Aims", "attachments": ["Pearl-Handled Revolver"]},
            ],
        },
        {
            "name": "Player2",
            "outfit": "Law Dogs",
            "ghost_rock": 9,
            "hand": ["Peacemaker", "War Paint", "Bunkhouse", "Roan", "Tin Star"],
            "deck": ["Clyde Owens", "Tommy Harden", "Philip Swinford", "Abram Grothe", "Prescott Utter"] * 2,
            "street": ["home", "The Pharmacy"],
            "dudes": ['Xiong "Wendy" Cheng', {"card": "Sheriff Dave Montreal", "at": "Town Square"}],
        },
    ],
}


def timed(function: Callable[[], object], repeat: int) -> float:
    """Median seconds per call."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def play_to_high_noon(seed: int) -> Game:
    """Setup from decks with starting gangs, then lowball and upkeep, to High Noon."""
    names = starter_decks()
    game = Game.from_decks([load_deck(names[0]), load_deck(names[1])], seed=seed)
    rng = random.Random(seed)
    while game.pending is not None and game.phase != "high noon":
        options = game.pending.options
        preferred = [o.id for o in options if o.id.startswith(("add ", "pay "))]
        game.decide(game.pending.player, preferred[0] if preferred else rng.choice(options).id)
    return game


def random_games(seeds: int) -> tuple[int, float, int]:
    """(decisions, seconds, games won) over random games from the starter decks."""
    names = starter_decks()
    decisions, elapsed, won = 0, 0.0, 0
    for seed in range(seeds):
        rng = random.Random(seed)
        start = time.perf_counter()
        game = Game.from_decks(
            [load_deck(names[seed % len(names)]), load_deck(names[(seed + 1) % len(names)])], seed=seed
        )
        while game.pending is not None and decisions < 10**7:
            game.decide(game.pending.player, rng.choice(game.pending.options).id)
            decisions += 1
        elapsed += time.perf_counter() - start
        won += game.winner is not None
    return decisions, elapsed, won


def scenarios(features: Path) -> tuple[int, float]:
    from harness.verify import verify

    start = time.perf_counter()
    report = verify([features], extra_args=["-p", "no:randomly"])
    elapsed = time.perf_counter() - start
    return sum(len(f.scenarios) for f in report.features), elapsed


def main() -> None:
    Game.from_board(BOARD)  # warm the card database and script registry
    build = timed(lambda: Game.from_board(BOARD), 200)
    play = timed(lambda: play_to_high_noon(7), 30)
    print(f"build a game from a board:        {build * 1000:8.3f} ms")
    print(f"play from decks to High Noon:     {play * 1000:8.3f} ms")
    print(f"  ratio (play-through / board):   {play / build:8.1f}x")
    decisions, seconds, won = random_games(100)
    print(f"random play, 100 games:           {decisions} decisions in {seconds:.2f} s, {won} won")
    print(f"  decisions per second:           {decisions / seconds:8.0f}")
    features = Path("features")
    if features.is_dir():
        count, seconds = scenarios(features)
        print(f"Gherkin scenarios:                {count} in {seconds:.2f} s (incl. pytest start-up)")
        print(f"  ms per scenario:                {seconds * 1000 / max(count, 1):8.2f}")
        print(f"  ratio (scenario / board build): {seconds / max(count, 1) / build:8.1f}x")


if __name__ == "__main__":
    main()
