"""Replaying a game from a bug report (issue: the harness, item 7).

A game remembers the board it started from (its first checkpoint) and every decision
since. `export_yaml` writes both as a YAML scenario; `export_feature` writes a runnable
`.feature` with the board as a Given doc string, each decision as a When step and the
resulting log tail as Then steps (a regression test of what happened). `run_yaml`
replays a YAML scenario and checks its expected log lines.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from engine.game import Game
from harness.boards import load_yaml

SCENARIO_KEYS = ("board", "decisions", "expect_log", "note")


def recording(game: Game) -> tuple[dict[str, Any], list[tuple[str, str]]]:
    """(the board the game started from, the decisions made since, by player name)."""
    if game.origin is None:
        raise ValueError("this game has not reached a position a board can describe yet")
    board, start = game.origin
    decisions = [(game.players[p].name, option) for p, option in game.history[start:]]
    return board, decisions


def export_yaml(game: Game, *, note: str = "", log_lines: int = 5) -> str:
    board, decisions = recording(game)
    scenario: dict[str, Any] = {"note": note} if note else {}
    scenario |= {
        "board": board,
        "decisions": [list(d) for d in decisions],
        "expect_log": game.log.lines()[-log_lines:],
    }
    return yaml.safe_dump(scenario, sort_keys=False, allow_unicode=True, width=100)


def _quoted(text: str) -> str:
    if '"' in text:
        raise ValueError(f"cannot write {text!r} as a quoted step argument")
    return f'"{text}"'


def export_feature(game: Game, *, name: str = "Replayed game", log_lines: int = 5) -> str:
    board, decisions = recording(game)
    board_yaml = yaml.safe_dump(board, sort_keys=False, allow_unicode=True, width=100)
    indent = " " * 6
    lines = [
        f"Feature: {name}",
        "",
        f"  Scenario: {name}",
        "    Given the board:",
        f'{indent}"""',
        *(f"{indent}{line}" for line in board_yaml.rstrip().splitlines()),
        f'{indent}"""',
    ]
    lines += [
        f"    {'When' if i == 0 else 'And'} {who} chooses {_quoted(option)}"
        for i, (who, option) in enumerate(decisions)
    ]
    expected = game.log.lines()[-log_lines:]
    lines += [
        "    Then the log contains in order:",
        f'{indent}"""',
        *(f"{indent}{line}" for line in expected),
        f'{indent}"""',
    ]
    if game.pending is not None and game.pending.kind not in ("high noon", "sundown discard", "upkeep"):
        who = game.players[game.pending.player].name
        lines.append(f"    And {who} is asked to {_quoted(game.pending.prompt)}")
    return "\n".join(lines) + "\n"


def run_yaml(path: Path) -> tuple[Game, list[str]]:
    """Replay a YAML scenario; returns the game and the expected log lines it lacks."""
    data = load_yaml(path.read_text(encoding="utf-8"), str(path))
    if not isinstance(data, dict) or "board" not in data:
        raise ValueError(
            f"{path}: a replay scenario has 'board' and 'decisions' (see `gomorra replay --help`)"
        )
    unknown = sorted(set(data) - set(SCENARIO_KEYS))
    if unknown:
        raise ValueError(f"{path}: unknown keys {unknown}; a replay scenario has {', '.join(SCENARIO_KEYS)}")
    game = Game.from_board(data["board"])
    for i, (who, option) in enumerate(data.get("decisions", [])):
        try:
            game.decide(who, option)
        except Exception as error:
            raise ValueError(f"{path}: decision {i + 1} ({who}: {option}) failed: {error}") from None
    lines = game.log.lines()
    missing: list[str] = []
    position = 0
    for line in data.get("expect_log", []):
        try:
            position = lines.index(line, position) + 1
        except ValueError:
            missing.append(line)
    return game, missing
