"""`gomorra rules`: every rule id a refusal or a `@rule:` tag may name, with its section.

A rules expert writes `Then the play is refused by rule "noon.move.booted"` and tags
scenarios `@rule:move.free`; this is where they look the ids up, by digest section, with
the one-line statement of each (`--json` for editors and other tools).
"""

from __future__ import annotations

import json

import click
from rich.console import Console
from rich.table import Table

from engine.rules import RULES


@click.command(name="rules")
@click.argument("words", nargs=-1)
@click.option(
    "--json", "as_json", is_flag=True, help="Print the rules as JSON (id, section, heading, meaning)."
)
def command(words: tuple[str, ...], as_json: bool) -> None:
    """List every rule id with its rules-digest section and meaning; WORDS keep only the
    rules whose id, section or meaning contains every one of them."""
    wanted = [w.lower() for w in words]
    rules = [r for r in RULES.values() if all(w in f"{r.id} {r.heading} {r.title}".lower() for w in wanted)]
    if as_json:
        rows = [{"id": r.id, "section": r.section, "heading": r.heading, "meaning": r.title} for r in rules]
        click.echo(json.dumps(rows, indent=1))
        return
    if not rules:
        raise click.ClickException(f"No rule matches {' '.join(words)!r}: `gomorra rules` lists them all")
    table = Table("rule id", "section", "meaning")
    for r in sorted(
        rules, key=lambda r: ([int(p) if p.isdigit() else 99 for p in r.section.split(".")], r.id)
    ):
        table.add_row(r.id, r.heading, r.title)
    Console().print(table)
    click.echo(f"{len(rules)} rules")
