"""`gomorra decks [NAME|FILE]`: the starter decks a `Given` step or `Game.from_decks` can name,
and which of their cards the engine does not serve yet (a printed ability with no script:
in a game such a card plays as if it had no text, so the deck is not yet the real deck).
Given a deck file (a player's own deck, `cards.deck_files`), it checks the file: every
line it cannot read, the construction rules (digest §2.1) and the current format."""

from __future__ import annotations

from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from cards.card import CardData
from cards.deck_files import DeckFile, is_deck_file, read_deck_file
from cards.decks import Deck, load_deck, starter_decks, validate_deck
from cards.errors import UnknownDeckError
from cards.formats import current_format, deck_format_problems


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
    cards the engine does not serve yet.

    NAME may be a deck file (`mine.txt`: dtdb's text/Markdown export or a plain list,
    see docs/decks.md): every problem of the file is listed, with whether the deck is
    legal in the current format; the exit status is 1 if anything is wrong."""
    console = Console()
    if name and (is_deck_file(name) or Path(name).is_file()):
        raise SystemExit(check_file(console, name))
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
    show_deck(console, deck)


def show_deck(console: Console, deck: Deck, printing: bool = False) -> None:
    """The deck's outfit, legend and cards, each with how the engine serves it; `printing`
    adds each card's pack (a deck file may mix printings)."""
    console.print(
        f"[bold]{deck.name}[/bold]: {_named(deck.outfit, printing)} ({served(deck.outfit.code)})",
        highlight=False,
    )
    if deck.legend is not None:
        console.print(
            f"legend: {_named(deck.legend, printing)} ({served(deck.legend.code)})", highlight=False
        )
    table = Table("copies", "card", "type", "value", "starting gang", "served")
    for entry in deck.cards:
        card = entry.card
        value = f"{card.value}{card.suit or ''}" if card.value else ""
        table.add_row(
            str(entry.copies),
            _named(card, printing),
            card.type,
            value,
            "yes" if entry.starting else "",
            served(card.code),
        )
    console.print(table)
    missing = blocking(deck)
    if missing:
        console.print(
            f"not served yet (each plays as if it had no text): {', '.join(missing)}", highlight=False
        )
    console.print(f"{sum(entry.copies for entry in deck.cards)} cards")


def _named(card: CardData, printing: bool) -> str:
    return f"{card.label} [{card.code}]" if printing else card.title


def check_file(console: Console, path: str) -> int:
    """Check a deck file; the exit status: 0 when it plays and is legal in the current
    format, 1 when anything is wrong. The deck comes first, then every problem at once:
    the lines that could not be read (file:line, with the fix), then the format's verdict."""
    read = read_deck_file(path)
    deck = read.deck
    if deck is not None:
        show_deck(console, deck, printing=True)
        for line in _printing_notes(read):
            console.print(line, highlight=False)
    for problem in read.problems:
        console.print(f"[red]error[/red] {problem}", highlight=False)
    if deck is None:
        return 1
    fmt = current_format()
    illegal = [*validate_deck(deck), *deck_format_problems(deck, fmt)]
    if illegal:
        console.print(f"not legal in the current format ({fmt.name}):", highlight=False)
        for broken in illegal:
            console.print(f"  {broken}", highlight=False)
    elif not read.problems:
        console.print(f"legal in the current format ({fmt.name})", highlight=False)
    return 1 if read.problems or illegal else 0


def _printing_notes(read: DeckFile) -> list[str]:
    """Which printing a line naming none got, and which named printings are legal only by
    a reprint (the deck plays the printing named; the format counts the title)."""
    notes = []
    if read.printings:
        notes.append(
            f"{len(read.printings)} line(s) name no printing: each plays the current format's printing, "
            "which the table names"
        )
    fmt = current_format()
    deck = read.deck
    assert deck is not None
    for card in [deck.outfit, *([deck.legend] if deck.legend else []), *(e.card for e in deck.cards)]:
        legal = fmt.legal_printing(card)
        if legal is not None and legal != card:
            notes.append(
                f"{read.path}:{read.lines.get(card.code, 0)}: {card.label} is out of the current format; "
                f"the title is legal by its {legal.pack_name} printing [{legal.code}]"
            )
    return notes
