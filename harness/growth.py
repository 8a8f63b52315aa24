"""How the engine's cost per decision grows with the board: boards of a chosen size and
self-play timing, for profiling and for the bench (`bench/run.py` may import these).

`board_with(cards_in_play, lasting_effects)` builds a High Noon board (C3) with about
that many cards in play — two outfits, deeds on both streets, dudes at home and in the
town square carrying goods — and that many lasting effects on the dudes.
`ms_per_decision(board)` times an agent's decisions from that board, so a growth curve
is one call per size. `self_play(agent, seeds)` times whole games between the starter
decks. Nothing here asserts a speed: the numbers are for people to compare.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from dataclasses import dataclass
from itertools import cycle
from typing import Any

from cards.database import card_db
from cards.decks import Deck, load_deck, starter_decks
from cards.scripts import script_registry
from engine.game import Game
from harness.agents import AGENTS, Agent

_GOODS = ("Shotgun", "Bluetick", "Winchester Model 1873", "Dog's Duster")


@functools.cache
def _plain(card_type: str) -> tuple[str, ...]:
    """Distinct titles of unscripted, non-gadget cards of a type, in code order: dudes and
    deeds are unique (§1.4), so a board of any size needs a title per card, and cards the
    engine does not script play as vanilla cards."""
    scripted = script_registry()
    titles: dict[str, None] = {}
    for card in card_db().all():
        if (
            card.type == card_type
            and card.code not in scripted
            and not card.is_gadget
            and not card.has_keyword("Out of Town")
            and "(Exp." not in card.title
        ):
            titles.setdefault(card.title)
    return tuple(titles)


_OUTFITS = ("The Sloane Gang", "Law Dogs")
_HAND = ["Shotgun", "Jake Smiley", "Circle M Ranch", "Bluetick", "Winchester Model 1873"]


def board_with(cards_in_play: int, lasting_effects: int = 0, *, seed: int = 1) -> dict[str, Any]:
    """A High Noon board with `cards_in_play` cards in play (at least the two outfits
    and one dude each) and `lasting_effects` "bullets +1" effects until end of day,
    spread over the dudes. A fifth of the cards are deeds, a fifth goods, the rest dudes."""
    total = max(cards_in_play, 4)
    players: list[dict[str, Any]] = [
        {
            "name": f"Player{i + 1}",
            "outfit": outfit,
            "ghost_rock": 20,
            "hand": list(_HAND),
            "deck": ["Jake Smiley", "Shotgun", "Circle M Ranch"] * 4,
            "street": ["home"],
            "dudes": [],
        }
        for i, outfit in enumerate(_OUTFITS)
    ]
    deeds, goods, dudes = iter(_plain("deed")), cycle(_GOODS), iter(_plain("dude"))
    placed: list[dict[str, Any]] = []
    for n in range(total - 2):
        player = players[n % 2]
        kind = n % 5
        if kind == 3 and len(placed) >= 2:
            placed[-2]["attachments"].append(next(goods))
        elif kind == 4:
            player["street"].append(next(deeds))
        else:
            dude: dict[str, Any] = {
                "card": next(dudes),
                "at": "Town Square" if n % 3 == 0 else "home",
                "attachments": [],
            }
            player["dudes"].append(dude)
            placed.append(dude)
    board: dict[str, Any] = {"seed": seed, "phase": "high noon", "players": players, "effects": []}
    names = _dude_names(board)
    for i in range(lasting_effects):
        source, target = names[i % len(names)], names[(i * 7 + 3) % len(names)]
        board["effects"].append({"source": source, "target": target, "effect": "bullets +1"})
    return board


def _dude_names(board: dict[str, Any]) -> list[str]:
    """The uids the board gives its dudes: a second copy of a title is "Title #2"."""
    seen: dict[str, int] = {}
    for player in board["players"]:
        for name in player["hand"]:
            seen[name] = seen.get(name, 0) + 1
    names = []
    for player in board["players"]:
        for dude in player["dudes"]:
            title = dude["card"]
            seen[title] = seen.get(title, 0) + 1
            names.append(title if seen[title] == 1 else f"{title} #{seen[title]}")
    return names


def in_play(game: Game) -> int:
    return len(game.cards_in_play())


def ms_per_decision(
    board: dict[str, Any], *, agent: str = "random", decisions: int = 30, seeds: int = 3
) -> float:
    """Mean milliseconds per decision over `decisions` decisions from the board, per seed."""
    elapsed, made = 0.0, 0
    for seed in range(seeds):
        game = Game.from_board(board)
        player_agent = AGENTS[agent](seed)
        start = time.perf_counter()
        for _ in range(decisions):
            pending = game.pending
            if pending is None:
                break
            game.decide(pending.player, player_agent.choose(game, pending))
            made += 1
        elapsed += time.perf_counter() - start
    return elapsed * 1000 / max(made, 1)


@dataclass(frozen=True)
class SelfPlay:
    games: int
    decisions: int
    seconds: float
    days: int
    cards_in_play: float
    won: int

    @property
    def per_second(self) -> float:
        return self.decisions / self.seconds if self.seconds else 0.0


def self_play(
    agent: str | Callable[[int], Agent] = "random",
    seeds: range = range(50),
    max_decisions: int = 20_000,
    deck: Deck | None = None,
) -> SelfPlay:
    """Whole games between the starter decks, both players played by the agent; with
    `deck` (a player's deck file, `--deck FILE`), that deck against each starter deck."""
    make = AGENTS[agent] if isinstance(agent, str) else agent
    names = starter_decks()
    decisions = days = won = 0
    seconds = in_play_sum = 0.0
    for seed in seeds:
        first = load_deck(names[seed % len(names)]) if deck is None else deck
        game = Game.from_decks([first, load_deck(names[(seed * 7 + 3) % len(names)])], seed=seed)
        players = make(seed)
        samples: list[int] = []
        start = time.perf_counter()
        made = 0
        while game.pending is not None and made < max_decisions:
            pending = game.pending
            game.decide(pending.player, players.choose(game, pending))
            made += 1
            if made % 50 == 0:
                samples.append(len(game._in_play))
        seconds += time.perf_counter() - start
        decisions += made
        days += game.day
        won += game.winner is not None
        in_play_sum += sum(samples) / len(samples) if samples else len(game._in_play)
    count = max(len(seeds), 1)
    return SelfPlay(len(seeds), decisions, seconds, days, in_play_sum / count, won)


def main() -> None:  # pragma: no cover - a measuring tool, run by hand
    import argparse

    parser = argparse.ArgumentParser(description="self-play speed and the growth curve")
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--agents", default=",".join(AGENTS))
    parser.add_argument(
        "--deck", metavar="FILE", help="a deck file (docs/decks.md) to play against the starter decks"
    )
    args = parser.parse_args()
    deck = None
    if args.deck:
        from cards.deck_files import DeckFileError, load_deck_file

        try:
            deck = load_deck_file(args.deck)
        except DeckFileError as error:
            parser.exit(1, f"{error}\n")
    Game.from_board(board_with(10))  # warm the card database
    for name in args.agents.split(","):
        result = self_play(name, range(args.games), deck=deck)
        print(
            f"{name:>10}: {result.decisions} decisions in {result.seconds:.2f} s = {result.per_second:,.0f}/s;"
            f" {result.days / result.games:.1f} days/game, {result.cards_in_play:.1f} cards in play,"
            f" {result.won}/{result.games} won"
        )
    for effects in (0, 10, 50, 200):
        row = []
        for cards in (5, 20, 50, 100):
            board = board_with(cards, effects)
            row.append(f"{cards:>3} cards {ms_per_decision(board):7.3f} ms")
        print(f"{effects:>3} effects: " + " | ".join(row))


if __name__ == "__main__":  # pragma: no cover
    main()
