"""`gomorra dsl`: print the card DSL reference and write docs/dsl.md (harness/dsl_reference.py)."""

from __future__ import annotations

from pathlib import Path

import click

from harness.dsl_reference import render


@click.command(name="dsl")
@click.option(
    "--write",
    "target",
    type=click.Path(dir_okay=False, path_type=Path),
    default=Path("docs/dsl.md"),
    show_default=True,
    help="Where to write the reference.",
)
def command(target: Path) -> None:
    """The card DSL reference: declarations, effects, costs, targets, game actions, events."""
    text = render()
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text + "\n", encoding="utf-8")
    click.echo(f"written to {target}")
