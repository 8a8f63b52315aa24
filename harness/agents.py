"""Self-play agents: seeded players that answer any decision with a legal option.

Every agent has one method, ``choose(game, pending)``, returning the id of one of
``pending.options``. Agents are deterministic: all their randomness flows from the seed
they are built with, so the same board, seed and agent give the same game (DESIGN.md C5).
The game is passed so that an agent can look at the board when it prefers one legal play
to another; the uniform agent ignores it.
"""

from __future__ import annotations

import random
from typing import Protocol

from engine.decisions import Decision
from engine.game import Game

#: High Noon options that make things happen: cards played or used, call outs.
BOLD = ("play ", "use ", "call out ")


class Agent(Protocol):
    """A player for self-play, benchmarks and fuzzing."""

    def choose(self, game: Game, pending: Decision) -> str:
        """The id of one of ``pending.options``."""
        ...


class RandomAgent:
    """Answers any decision with a random legal option, seeded for replay.

    It leans a little towards High Noon plays and call outs so that jobs and shootouts
    happen often enough to be exercised; every answer is still a legal option.
    """

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, pending: Decision) -> str:
        options = pending.options
        if pending.kind == "high noon":
            bold = [o for o in options if o.id.startswith(BOLD)]
            if bold and self.rng.random() < 0.5:
                return self.rng.choice(bold).id
        return self.rng.choice(options).id


#: Agents by the name the command line and the bench use.
AGENTS: dict[str, type[RandomAgent]] = {"random": RandomAgent}
