"""`gomorra decks [NAME]`: the starter decks a `Given` step or `Game.from_decks` can name,
and which of their cards the engine does not serve yet (a printed ability with no script:
in a game such a card plays as if it had no text, so the deck is not yet the real deck)."""

from __future__ import annotations

import click
from rich.console import Console
from rich.table import Table

from cards.decks import Deck, load_deck, starter_decks
from cards.errors import UnknownDeckError


def served(code: str) -> str:
    """How the engine serves a printing: "scripted", "no script needed" or "not served"."""
    from harness.rules_coverage.denominators import card_entries

    entry = next((e for e in card_entries() if e.data.code == code), None)
    if entry is None or not entry.needs_script:
        return "no script needed"
    return "scripted" if entry.scripted else "not served"


def blocking(deck: Deck) -> list[str]:
    """The titles of the deck's cards (outfit and legend too) the engine does not serve."""
    cards = [deck.outfit, *([deck.legend] if deck.legend else []), *(e.card for e in deck.cards)]
    return list(dict.fromkeys(c.title for c in cards if served(c.code) == "not served"))


@click.command(name="decks")
@click.argument("name", required=False, default="")
def command(name: str) -> None:
    """List the starter decks, or show one deck's outfit, starting gang and cards, with the
    cards the engine does not serve yet."""
    console = Console()
    if not name:
        table = Table("deck", "outfit", "legend", "starting gang", "not served yet")
        for deck_name in starter_decks():
            deck = load_deck(deck_name)
            gang = ", ".join(entry.card.title for entry in deck.cards if entry.starting)
            missing = blocking(deck)
            table.add_row(
                deck.name,
                deck.outfit.title,
                deck.legend.title if deck.legend else "",
                gang,
                ", ".join(missing) if missing else "none: every card served",
            )
        console.print(table)
        return
    try:
        deck = load_deck(name)
    except UnknownDeckError as error:
        raise click.ClickException(str(error)) from None
    console.print(
        f"[bold]{deck.name}[/bold]: {deck.outfit.title} ({served(deck.outfit.code)})", highlight=False
    )
    if deck.legend is not None:
        console.print(f"legend: {deck.legend.title} ({served(deck.legend.code)})", highlight=False)
    table = Table("copies", "card", "type", "value", "starting gang", "served")
    for entry in deck.cards:
        card = entry.card
        value = f"{card.value}{card.suit or ''}" if card.value else ""
        table.add_row(
            str(entry.copies),
            card.title,
            card.type,
            value,
            "yes" if entry.starting else "",
            served(card.code),
        )
    console.print(table)
    missing = blocking(deck)
    if missing:
        console.print(f"not served yet: {', '.join(missing)}", highlight=False)
    console.print(f"{sum(entry.copies for entry in deck.cards)} cards")
