"""The realistic self-play agent (harness/agents.py): legal, deterministic, and it plays
longer games on fuller boards than the random agent, which is what the speed figures of
self-play are meant to reflect."""

from __future__ import annotations

from dataclasses import dataclass

from cards.decks import load_deck, starter_decks
from engine.game import Game
from harness.agents import AGENTS, RealisticAgent

SEEDS = range(30)


@dataclass(frozen=True)
class Played:
    digest: str
    winner: str | None
    days: int
    cards_in_play: float


def play(agent: str, seed: int) -> Played:
    names = starter_decks()
    game = Game.from_decks(
        [load_deck(names[seed % len(names)]), load_deck(names[(seed * 7 + 3) % len(names)])], seed=seed
    )
    player = AGENTS[agent](seed)
    counts: list[int] = []
    decisions = 0
    while game.pending is not None and decisions < 5_000:
        pending = game.pending
        answer = player.choose(game, pending)
        assert pending.option(answer) is not None, f"{answer!r} is not an option of {pending.prompt}"
        game.decide(pending.player, answer)
        decisions += 1
        counts.append(len(game.cards_in_play()))
    return Played(
        game.digest(), None if game.winner is None else game.winner.name, game.day, sum(counts) / len(counts)
    )


def test_realistic_is_registered() -> None:
    assert AGENTS["realistic"] is RealisticAgent


def test_realistic_games_reach_a_winner_and_replay_identically() -> None:
    for seed in range(8):
        first, again = play("realistic", seed), play("realistic", seed)
        assert first.winner is not None, f"seed {seed}: no winner"
        assert first == again, f"seed {seed} does not replay identically"


def test_realistic_games_last_longer_on_fuller_boards_than_random_ones() -> None:
    realistic = [play("realistic", seed) for seed in SEEDS]
    random = [play("random", seed) for seed in SEEDS]
    assert sum(p.days for p in realistic) > 1.3 * sum(p.days for p in random)
    assert sum(p.cards_in_play for p in realistic) > 1.15 * sum(p.cards_in_play for p in random)
    assert all(p.winner is not None for p in realistic)


def test_the_realistic_agent_starts_with_a_full_gang() -> None:
    names = starter_decks()
    game = Game.from_decks([load_deck(names[0]), load_deck(names[1])], seed=3)
    agent = RealisticAgent(3)
    while game.pending is not None and game.pending.kind == "starting gang":
        game.decide(game.pending.player, agent.choose(game, game.pending))
    for player in game.players:
        assert len(player.dudes()) >= 4, f"{player.name} starts with {[d.uid for d in player.dudes()]}"
