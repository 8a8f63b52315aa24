"""`gomorra decks [NAME]`: the starter decks a `Given` step or `Game.from_decks` can name."""

from __future__ import annotations

import click
from rich.console import Console
from rich.table import Table

from cards.decks import load_deck, starter_decks
from cards.errors import UnknownDeckError


@click.command(name="decks")
@click.argument("name", required=False, default="")
def command(name: str) -> None:
    """List the starter decks, or show one deck's outfit, starting gang and cards."""
    console = Console()
    if not name:
        table = Table("deck", "outfit", "legend", "starting gang")
        for deck_name in starter_decks():
            deck = load_deck(deck_name)
            gang = ", ".join(entry.card.title for entry in deck.cards if entry.starting)
            table.add_row(deck.name, deck.outfit.title, deck.legend.title if deck.legend else "", gang)
        console.print(table)
        return
    try:
        deck = load_deck(name)
    except UnknownDeckError as error:
        raise click.ClickException(str(error)) from None
    console.print(f"[bold]{deck.name}[/bold]: {deck.outfit.title}", highlight=False)
    if deck.legend is not None:
        console.print(f"legend: {deck.legend.title}", highlight=False)
    table = Table("copies", "card", "type", "value", "starting gang")
    for entry in deck.cards:
        card = entry.card
        value = f"{card.value}{card.suit or ''}" if card.value else ""
        table.add_row(str(entry.copies), card.title, card.type, value, "yes" if entry.starting else "")
    console.print(table)
    console.print(f"{sum(entry.copies for entry in deck.cards)} cards")
