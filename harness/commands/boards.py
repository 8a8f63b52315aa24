"""`gomorra boards`: the named YAML boards that `Given the board "NAME"` can load."""

from __future__ import annotations

import sys
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from engine.board import BoardError
from harness.boards import read_yaml_file
from harness.verify import find_boards


@click.command(name="boards")
@click.argument("folder", required=False, type=click.Path(file_okay=False, path_type=Path))
def command(folder: Path | None) -> None:
    """List the named boards (default: the project's scenarios/boards) with phase and
    players. A named board may be a sketch the scenario's steps complete, so it is read,
    not built; a file that cannot be read as a board's YAML is reported with its file and
    line (exit status 1)."""
    where = (folder if folder is not None else find_boards([Path.cwd()])).resolve()
    console = Console()
    table = Table("board", "phase", "players", "file", title=f"boards in {where}")
    problems: list[str] = []
    for path in sorted(where.glob("*.yaml")):
        try:
            data, _text = read_yaml_file(path)
        except BoardError as error:
            problems.append(str(error))
            continue
        data = data if isinstance(data, dict) else {}
        players = data.get("players") or []
        names = [
            str(player.get("name", f"Player{number}")) if isinstance(player, dict) else "?"
            for number, player in enumerate(players, start=1)
        ]
        shown = path.relative_to(Path.cwd()) if path.is_relative_to(Path.cwd()) else path
        table.add_row(path.stem, str(data.get("phase", "")), ", ".join(names), str(shown))
    console.print(table)
    for problem in problems:
        click.echo(problem, err=True)
    if problems:
        sys.exit(1)
