"""`gomorra steps`: print the step catalogue and write it to docs/steps.md."""

from __future__ import annotations

import json
from pathlib import Path

import click

from harness.catalogue import entries, render


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
@click.option(
    "--json",
    "as_json",
    is_flag=True,
    help="Print the catalogue as JSON (type, pattern, summary, parameters, example) for editors.",
)
def command(features: Path, output: Path, as_json: bool) -> None:
    """Print every step a scenario may use, grouped Given/When/Then, with an example each."""
    if as_json:
        click.echo(json.dumps(entries(features), indent=2, ensure_ascii=False))
        return
    text = render(features)
    click.echo(text)
    if str(output) != "-":
        output.parent.mkdir(parents=True, exist_ok=True)
        output.write_text(text, encoding="utf-8")
        click.echo(f"written to {output}", err=True)
