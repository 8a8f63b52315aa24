"""`gomorra steps`: print the step catalogue and write it to docs/steps.md."""

from __future__ import annotations

from pathlib import Path

import click

from harness.catalogue import render


@click.command(name="steps")
@click.option(
    "--features",
    type=click.Path(path_type=Path),
    default=Path("features"),
    show_default=True,
    help="Where to find examples.",
)
@click.option(
    "--output",
    type=click.Path(path_type=Path),
    default=Path("docs/steps.md"),
    show_default=True,
    help="Where to write the catalogue ('-' to only print it).",
)
def command(features: Path, output: Path) -> None:
    """Print every step a scenario may use, grouped Given/When/Then, with an example each."""
    text = render(features)
    click.echo(text)
    if str(output) != "-":
        output.parent.mkdir(parents=True, exist_ok=True)
        output.write_text(text, encoding="utf-8")
        click.echo(f"written to {output}", err=True)
