"""`gomorra cards NAME`: look a card up, with its printed facts and whether it is scripted."""

from __future__ import annotations

import click
from rich.console import Console
from rich.table import Table

from cards import card_db
from cards.errors import AmbiguousCardError, UnknownCardError
from cards.scripts import script_registry


@click.command(name="cards")
@click.argument("name", required=False, default="")
@click.option("--search", is_flag=True, help="List every card whose title contains NAME.")
@click.option("--scripted", is_flag=True, help="List every card that has a script.")
def command(name: str, search: bool, scripted: bool) -> None:
    """Show a card (by title, "Title (Pack)" or code) and its implementation status."""
    db = card_db()
    scripts = script_registry()
    console = Console()
    if scripted:
        table = Table("code", "title", "pack", "script")
        for code, script_class in sorted(scripts.items()):
            card = db.by_code(code)
            table.add_row(card.code, card.title, card.pack_name, script_class.__module__)
        console.print(table)
        console.print(f"{len(scripts)} printings scripted")
        return
    if not name:
        raise click.UsageError("Name a card, or use --scripted")
    if search:
        table = Table("code", "title", "type", "pack", "scripted")
        for card in db.search(name):
            table.add_row(
                card.code, card.title, card.type, card.pack_name, "yes" if card.code in scripts else ""
            )
        console.print(table)
        return
    try:
        card = db.find(name)
    except (UnknownCardError, AmbiguousCardError) as error:
        raise click.ClickException(str(error)) from None
    console.print(f"[bold]{card.title}[/bold] ({card.code}, {card.pack_name}) — {card.type}")
    facts = {
        "value": f"{card.value}{card.suit or ''}" if card.value else None,
        "cost": card.cost if card.type not in ("outfit", "joker") else None,
        "keywords": " • ".join(card.keywords) or None,
    }
    for key, value in facts.items():
        if value is not None:
            console.print(f"  {key}: {value}", markup=False)
    if card.text:
        console.print(f"  text: {card.text}", markup=False)
    script = scripts.get(card.code)
    if script is not None:
        console.print(f"  script: {script.__module__}.{script.__name__}")
    elif card.text and card.type not in ("joker",):
        console.print("  script: none — its abilities are not implemented yet")
    else:
        console.print("  script: not needed (no abilities)")
