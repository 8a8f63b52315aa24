"""Regression files: a shrunk fuzzer failure, kept as a test until it is fixed.

When the fuzzer's final, shrunk example breaks a check, the machine writes
`scenarios/regressions/<id>.yaml`::

    id: 3f2a9c01b7e4          # a hash of the check, the board and the decisions
    check: board              # the broken check: a name in harness.fuzz.checks.CHECKS,
                              # or "decide" (a decision raised instead of playing)
    problem: [...]            # what the check said when the fuzzer found it
    seed: 7                   # the board's RNG seed (the game's one source of chance)
    start: built              # where the fuzzed game started (built, scenario, decks)
    board: {...}              # the starting board (engine/board.py schema, C3)
    decisions: [[Player1, pass], ...]

`replay()` rebuilds the board, runs the check, then makes each decision and runs the
check again: a file passes when every decision is accepted and the check never
complains. `tests/test_regressions.py` replays every file in the folder, so a committed
regression fails until the defect is fixed and guards it afterwards; `gomorra replay
FILE` replays one and prints the game.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

if TYPE_CHECKING:
    from engine.game import Game
    from harness.fuzz.boards import Start

#: The committed regression files (repository data, beside `scenarios/boards/`).
DEFAULT_FOLDER = Path(__file__).resolve().parents[2] / "scenarios" / "regressions"
KEYS = ("id", "check", "problem", "seed", "start", "board", "decisions")


@dataclass(frozen=True)
class Failure:
    check: str
    problem: list[str]
    board: dict[str, Any]
    decisions: list[tuple[str, str]]
    start: str

    @classmethod
    def of(cls, game: Game, start: Start, check: str, problem: list[str]) -> Failure:
        """The failure as a board plus decisions: the start board and every decision
        since, or (for starter decks) the first board after setup and the decisions since."""
        if start.board is not None:
            board = start.board
            decisions = [(game.players[p].name, option) for p, option in game.history]
        else:
            from harness.replay import recording

            board, decisions = recording(game)
        return cls(check, problem, json.loads(json.dumps(board)), list(decisions), start.kind)

    @property
    def id(self) -> str:
        text = json.dumps([self.check, self.board, self.decisions], sort_keys=True)
        return hashlib.sha1(text.encode()).hexdigest()[:12]

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "check": self.check,
            "problem": self.problem,
            "seed": self.board.get("seed", 0),
            "start": self.start,
            "board": self.board,
            "decisions": [list(d) for d in self.decisions],
        }


def write_regression(failure: Failure, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{failure.id}.yaml"
    path.write_text(
        yaml.safe_dump(failure.as_dict(), sort_keys=False, allow_unicode=True, width=100), encoding="utf-8"
    )
    return path


def read_regression(path: Path) -> dict[str, Any]:
    from harness.boards import load_yaml

    data = load_yaml(path.read_text(encoding="utf-8"), str(path))
    if not isinstance(data, dict) or not {"check", "board"} <= set(data):
        raise ValueError(f"{path}: a regression file has 'check', 'board' and 'decisions'")
    unknown = sorted(set(data) - set(KEYS))
    if unknown:
        raise ValueError(f"{path}: unknown keys {unknown}; a regression file has {', '.join(KEYS)}")
    return data


def is_regression(path: Path) -> bool:
    """Whether a YAML file is a fuzzer regression (it names a check) rather than a scenario."""
    from harness.boards import load_yaml

    data = load_yaml(path.read_text(encoding="utf-8"), str(path))
    return isinstance(data, dict) and "check" in data


@dataclass
class Verdict:
    """A replayed regression: the game and the first problem found ([] if it holds)."""

    game: Game
    check: str
    problems: list[str]
    at: int

    @property
    def ok(self) -> bool:
        return not self.problems

    def describe(self) -> str:
        if self.ok:
            return f"check '{self.check}' holds after every decision"
        where = "on the board" if self.at == 0 else f"after decision {self.at}"
        return f"check '{self.check}' fails {where}: " + "; ".join(self.problems)


def replay(path: Path) -> Verdict:
    """Replay a regression file, running its check on the board and after each decision."""
    from engine.game import Game
    from harness.fuzz.checks import CHECKS

    data = read_regression(path)
    name = data["check"]
    check = CHECKS.get(name)
    if check is None and name != "decide":
        raise ValueError(f"{path}: unknown check {name!r}; checks are {', '.join(CHECKS)}, decide")
    game = Game.from_board(data["board"])
    problems = check(game) if check is not None else []
    if problems:
        return Verdict(game, name, problems, 0)
    for n, (who, option) in enumerate(data.get("decisions", []), start=1):
        try:
            game.decide(who, option)
        except Exception as error:
            return Verdict(game, name, [f"{who}: {option!r} raised {error!r}"], n)
        problems = check(game) if check is not None else []
        if problems:
            return Verdict(game, name, problems, n)
    return Verdict(game, name, [], len(data.get("decisions", [])))


def regression_files(folder: Path = DEFAULT_FOLDER) -> list[Path]:
    return sorted(folder.glob("*.yaml"))
