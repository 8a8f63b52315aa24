"""`gomorra boards`: the named YAML boards that `Given the board "NAME"` can load."""

from __future__ import annotations

import sys
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table
from rich.text import Text

from engine.board_spec import BoardError
from harness.named_boards import BUNDLED, NamedBoard, in_its_file, named_boards, shown
from harness.verify import find_boards


@click.command(name="boards")
@click.argument("folder", required=False, type=click.Path(file_okay=False, path_type=Path))
def command(folder: Path | None) -> None:
    """List the named boards: those bundled with Gomorra and this repository's own
    (FOLDER, default: the scenarios/boards above the working folder), which win on a name
    clash. Each board is checked as `Given the board` reads it (its YAML and the board
    schema), not built: a named board may be a sketch its scenarios complete. An invalid
    one is listed with its file, line and problem (exit status 1)."""
    own = folder if folder is not None else find_boards([Path.cwd()])
    bundled = named_boards(None)
    boards = named_boards(own)
    # Both boards of a clashing name are listed, the repository's (the one used) first.
    rows = [*boards.values(), *(b for name, b in bundled.items() if boards[name].origin != BUNDLED)]
    rows.sort(key=lambda board: (board.name, board.origin == BUNDLED))
    table = Table("board", "origin", "phase", "players", "file", "check", title="named boards")
    problems: list[str] = []
    for board in rows:
        origin = board.origin
        if board.name in bundled and boards[board.name].origin != BUNDLED:
            origin += " (not used: this repository has one)" if origin == BUNDLED else " (used)"
        phase, players, problem = _checked(board)
        if problem is not None:
            problems.append(f"{board.name} ({board.origin}): {problem}")
        table.add_row(
            board.name,
            origin,
            phase,
            players,
            "" if board.origin == BUNDLED else board.source,
            Text("valid", style="green") if problem is None else Text("INVALID", style="bold red"),
        )
    console = Console()
    console.print(table)
    if not own.is_dir():
        console.print(f"No {shown(own)}/ folder here: only the bundled boards can be named.", markup=False)
    for problem in problems:
        console.print(Text(problem, style="red"), soft_wrap=True)
    if problems:
        console.print(f"{len(problems)} invalid board{'s' if len(problems) > 1 else ''}", style="bold red")
        sys.exit(1)


def _checked(board: NamedBoard) -> tuple[str, str, str | None]:
    """The board's phase, its players and its problem (None for a valid board)."""
    try:
        data = board.read()
    except BoardError as error:
        return "", "", in_its_file(error)
    players = [
        str(player.get("name", f"Player{number}")) if isinstance(player, dict) else "?"
        for number, player in enumerate(data.get("players") or [], start=1)
    ]
    return str(data.get("phase", "")), ", ".join(players), None
