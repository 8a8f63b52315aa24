"""`gomorra new card NAME`: write a card's script and feature skeletons (harness/scaffold.py)."""

from __future__ import annotations

from pathlib import Path

import click

from cards import card_db
from cards.errors import AmbiguousCardError, UnknownCardError
from cards.scripts import script_registry
from harness.rules_coverage.printed import printed_abilities
from harness.scaffold import scaffold


@click.group(name="new")
def command() -> None:
    """Start a contribution: skeleton files to fill in."""


@click.command(name="card")
@click.argument("name")
@click.option(
    "--root",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("."),
    help="The project root (default: here).",
)
def card(name: str, root: Path) -> None:
    """Write cards/<pack>/<card>.py and features/cards/<pack>/<card>.feature for NAME,
    one declaration and one scenario per printed ability (docs/contributing-cards.md)."""
    try:
        data = card_db().find(name)
    except (UnknownCardError, AmbiguousCardError) as error:
        raise click.ClickException(str(error)) from None
    existing = script_registry().get(data.code)
    if existing is not None:
        raise click.ClickException(
            f"{data.label} is already scripted by {existing.__module__}: edit that script instead"
        )
    if not printed_abilities(data.text_html):
        raise click.ClickException(
            f"{data.label} prints no ability: it works from its card data and needs no script. "
            "Prove it with a scenario that puts it in play."
        )
    files = scaffold(data)
    for relative in (files.script, files.feature):
        path = root / relative
        if path.exists():
            raise click.ClickException(f"{path} already exists: remove it or edit it")
    package = root / files.script.parent / "__init__.py"
    if not package.exists():
        package.parent.mkdir(parents=True, exist_ok=True)
        package.write_text(f'"""Card scripts of the {data.pack_name} pack."""\n', encoding="utf-8")
        click.echo(f"wrote {package} (a new pack)")
    for relative, text in ((files.script, files.script_text), (files.feature, files.feature_text)):
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        click.echo(f"wrote {path}")
    click.echo(
        "Next: fill in each declaration and handler, then each scenario (its log line, each refusal, "
        f"each effect's end); `gomorra verify {root / files.feature}` runs them. "
        "See docs/contributing-cards.md."
    )


command.add_command(card)
