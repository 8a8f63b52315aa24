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
from harness.boards import line_of, read_yaml_file
from harness.text_files import short

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
    data, text = read_yaml_file(path)
    if not isinstance(data, dict) or "board" not in data:
        raise ValueError(
            f"{path}: a replay scenario has 'board' and 'decisions' (see `gomorra replay --help`)"
        )
    unknown = sorted(short(key) for key in set(data) - set(SCENARIO_KEYS))
    if unknown:
        raise ValueError(f"{path}: unknown keys {unknown}; a replay scenario has {', '.join(SCENARIO_KEYS)}")
    decisions = decisions_of(data, path, text)
    expected = data.get("expect_log") or []
    if not isinstance(expected, list) or not all(isinstance(line, str) for line in expected):
        raise ValueError(f"{path}, line {line_of(text, '$.expect_log')}: expect_log is a list of log lines")
    game = board_game(data["board"], path, text)
    for i, (who, option) in enumerate(decisions):
        try:
            game.decide(who, option)
        except Exception as error:
            raise ValueError(
                f"{path}, line {line_of(text, f'$.decisions[{i}]')}: decision {i + 1} "
                f"({short(who)}: {short(option)}) failed: {short(str(error), 300)}"
            ) from None
    lines = game.log.lines()
    missing: list[str] = []
    position = 0
    for line in expected:
        try:
            position = lines.index(line, position) + 1
        except ValueError:
            missing.append(line)
    return game, missing


def decisions_of(data: dict[str, Any], path: Path, text: str) -> list[tuple[str, str]]:
    """A scenario's or regression's `decisions`: [player, option] pairs of text, else a
    ValueError naming the file and line."""
    decisions = data.get("decisions") or []
    if not isinstance(decisions, list):
        raise ValueError(
            f"{path}, line {line_of(text, '$.decisions')}: decisions is a list of [player, option]"
        )
    for i, decision in enumerate(decisions):
        if not (
            isinstance(decision, list) and len(decision) == 2 and all(isinstance(d, str) for d in decision)
        ):
            raise ValueError(
                f"{path}, line {line_of(text, f'$.decisions[{i}]')}: decision {i + 1} is not "
                "[player, option] (two texts)"
            )
    return [(who, option) for who, option in decisions]


def board_game(board: Any, path: Path, text: str) -> Game:
    """The game a file's `board` describes; a BoardError names the file and the line."""
    from engine.board_spec import BoardError

    if not isinstance(board, dict):
        raise BoardError("the board is a mapping with at least a 'players' list", "$.board").located(
            str(path), line_of(text, "$.board")
        )
    try:
        return Game.from_board(board)
    except BoardError as error:
        where = "$.board" + error.path[1:]
        raise BoardError(error.message, where, file=str(path), line=line_of(text, where)) from None
