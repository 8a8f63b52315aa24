"""Regression files: a shrunk fuzzer failure, kept as a test until it is fixed.

When the fuzzer's final, shrunk example breaks a check, the machine writes
`scenarios/regressions/<id>.yaml`::

    id: 3f2a9c01b7e4          # the finding's signature id (a campaign's file), or a
                              # hash of the check, the board and the decisions
    check: board              # the broken check: a name in harness.fuzz.checks.CHECKS,
                              # or "decide" (a decision raised instead of playing)
    problem: [...]            # what the check said when the fuzzer found it
    seed: 7                   # the board's RNG seed (the game's one source of chance)
    start: built              # where the fuzzed game started (built, scenario, decks)
    board: {...}              # the starting board (engine/board_spec.py schema, C3)
    decisions: [[Player1, pass], ...]
    signature: {check: board, rule: '', place: "..."}   # a campaign's file: the grouping
    shrunk: true              # a campaign's file: false when its time ran out first
    hits: 3                   # a campaign's file: how often the campaign hit it

A campaign (`gomorra fuzz`) writes one file per signature (`harness.fuzz.findings`),
named by the signature's id, shrunk by `harness.fuzz.shrink` within the campaign's time.

`replay()` rebuilds the board, runs the check, then makes each decision and runs the
check again: a file passes when every decision is accepted and the check never
complains. `tests/test_regressions.py` replays every file in the folder, so a committed
regression fails until the defect is fixed and guards it afterwards; `gomorra replay
FILE` replays one and prints the game.
"""

from __future__ import annotations

import copy
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
KEYS = ("id", "check", "problem", "seed", "start", "board", "decisions", "signature", "shrunk", "hits")


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


def write_regression(failure: Failure, folder: Path, **campaign: Any) -> Path:
    """Write `failure` as `<id>.yaml`; a campaign passes `id` (the signature's), and
    `signature`, `shrunk` and `hits`, which the file records after the decisions."""
    folder.mkdir(parents=True, exist_ok=True)
    data = failure.as_dict() | campaign
    path = folder / f"{data['id']}.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100), encoding="utf-8")
    return path


def read_regression(path: Path) -> dict[str, Any]:
    """A regression file's data, its `decisions` checked ([player, option] pairs)."""
    return _read(path)[0]


def _read(path: Path) -> tuple[dict[str, Any], str]:
    from harness.boards import read_yaml_file
    from harness.replay import decisions_of
    from harness.text_files import short

    data, text = read_yaml_file(path)
    if not isinstance(data, dict) or not {"check", "board"} <= set(data):
        raise ValueError(f"{path}: a regression file has 'check', 'board' and 'decisions'")
    unknown = sorted(short(key) for key in set(data) - set(KEYS))
    if unknown:
        raise ValueError(f"{path}: unknown keys {unknown}; a regression file has {', '.join(KEYS)}")
    data["decisions"] = decisions_of(data, path, text)
    return data, text


def is_regression(path: Path) -> bool:
    """Whether a YAML file is a fuzzer regression (it names a check) rather than a scenario."""
    from harness.boards import read_yaml_file

    data, _text = read_yaml_file(path)
    return isinstance(data, dict) and "check" in data


@dataclass
class Verdict:
    """A replayed regression: the game and the first problem found ([] if it holds)."""

    game: Game
    check: str
    problems: list[str]
    at: int
    #: The exception a decision raised, if that was the failure.
    error: BaseException | None = None
    #: The shrinker's stops: a decision was refused, or the deadline came first.
    refused: bool = False
    late: bool = False

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
    from harness.fuzz.checks import CHECKS
    from harness.replay import board_game
    from harness.text_files import short

    data, text = _read(path)
    name = data["check"]
    if name not in CHECKS and name != "decide":
        raise ValueError(f"{path}: unknown check '{short(name)}'; checks are {', '.join(CHECKS)}, decide")
    board_game(data["board"], path, text)  # a board that does not build, named by file and line
    return play_through(data["board"], data["decisions"], name)


def play_through(
    board: dict[str, Any],
    decisions: list[tuple[str, str]],
    name: str,
    *,
    strict: bool = False,
    deadline: float | None = None,
) -> Verdict:
    """Build `board`, run check `name` on it and after each decision until one fails.

    A decision that raises is the failure (`Verdict.error` keeps the exception, for the
    finding's signature); `strict` (the shrinker) stops at a refused decision instead,
    with `Verdict.refused` set, and at `deadline` (`time.monotonic()`) with `Verdict.late`."""
    import time

    from engine.decisions import IllegalPlay
    from engine.game import Game
    from harness.fuzz.checks import CHECKS

    check = CHECKS.get(name)
    game = Game.from_board(copy.deepcopy(board))
    problems = check(game) if check is not None else []
    if problems:
        return Verdict(game, name, problems, 0)
    for n, (who, option) in enumerate(decisions, start=1):
        if deadline is not None and time.monotonic() > deadline:
            return Verdict(game, name, [], n - 1, late=True)
        try:
            game.decide(who, option)
        except IllegalPlay as error:
            if strict:
                return Verdict(game, name, [], n - 1, refused=True)
            return Verdict(game, name, [f"{who}: {option!r} raised {error!r}"], n, error=error)
        except Exception as error:
            return Verdict(game, name, [f"{who}: {option!r} raised {error!r}"], n, error=error)
        problems = check(game) if check is not None else []
        if problems:
            return Verdict(game, name, problems, n)
    return Verdict(game, name, [], len(decisions))


def regression_files(folder: Path = DEFAULT_FOLDER) -> list[Path]:
    """The regression files in `folder` (not `known.yaml`, the list of open findings)."""
    return sorted(p for p in folder.glob("*.yaml") if p.name != "known.yaml")
