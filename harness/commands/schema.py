"""`gomorra schema`: write the boards' JSON Schema for editors (harness/board_schema.py)."""

from __future__ import annotations

from pathlib import Path

import click

from harness.board_schema import SCHEMA_PATH, schema_text


@click.command(name="schema")
@click.option(
    "--write",
    "target",
    type=click.Path(dir_okay=False, path_type=Path),
    default=SCHEMA_PATH,
    show_default=True,
    help="Where to write the schema.",
)
def command(target: Path) -> None:
    """Write the JSON Schema of YAML boards (editor completion and checking)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(schema_text(), encoding="utf-8")
    click.echo(f"written to {target}")
