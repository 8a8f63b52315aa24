"""Format legality: which printings the current format allows, from the card data's
restricted list (``cards/data/restricted.json``, dtdb's ``restricted-list.json``).

The list holds several issues; the one marked ``default`` is the current format (today
the Weird West Edition's "wwe1.0.0"). Its ``formats[0]`` says which printings are out of
the format by code: ``restricted_up_to`` (every printing with a lower code, i.e. printed
before that pack, is out) and ``restricted_from`` (every printing from that code on is
out), with ``restricted_exceptions`` kept in (the Base Set jokers). ``banned_cards`` are
out whatever their printing, and of the cards listed under ``restricted`` a deck may hold
only one title. A title is one card across its printings (digest §2.1 counts copies per
title), so a title with a printing in the format is legal: a deck gets that printing (see
docs/rulings.md, `## Rule: deck.format`).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cards.card import CardData
from cards.database import CardDB, card_db, read_data
from cards.decks import Deck
from cards.names import normalise_name


@dataclass(frozen=True, slots=True)
class Format:
    """One issue of the restricted list, read as a test on printings."""

    code: str
    """The issue's code, e.g. ``"wwe1.0.0"``."""
    name: str
    """How to call it in a message: "Weird West Edition 1.0.0"."""
    up_to: str | None
    from_: str | None
    exceptions: frozenset[str]
    banned: frozenset[str]
    restricted: frozenset[str]

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Format:
        rules = record["formats"][0]
        return cls(
            code=record["code"],
            name=f"{record['issuer']} {record['version']}",
            up_to=rules.get("restricted_up_to"),
            from_=rules.get("restricted_from"),
            exceptions=frozenset(rules.get("restricted_exceptions", ())),
            banned=frozenset(record.get("banned_cards", ())),
            restricted=frozenset(rules.get("restricted", ())),
        )

    def allows_printing(self, card: CardData) -> bool:
        """Whether this printing is in the format's card pool (bans are per title: `banned_title`)."""
        if card.code in self.exceptions:
            return True
        if self.up_to is not None and card.code < self.up_to:
            return False
        return not (self.from_ is not None and card.code >= self.from_)

    def banned_title(self, card: CardData, db: CardDB | None = None) -> bool:
        """A ban names a printing's code and bans the title: every printing of it."""
        return any(printing.code in self.banned for printing in _printings(card, db))

    def restricted_title(self, card: CardData, db: CardDB | None = None) -> bool:
        return any(printing.code in self.restricted for printing in _printings(card, db))

    def legal_printing(self, card: CardData, db: CardDB | None = None) -> CardData | None:
        """The printing a deck plays ``card`` as in this format: itself when it is in the
        pool, else the title's latest printing that is (a reprint is the same card), else
        None (the title is out of the format, or banned)."""
        if self.banned_title(card, db):
            return None
        if self.allows_printing(card):
            return card
        allowed = [printing for printing in _printings(card, db) if self.allows_printing(printing)]
        return max(allowed, key=lambda printing: printing.code) if allowed else None


def _printings(card: CardData, db: CardDB | None) -> Sequence[CardData]:
    return (card_db() if db is None else db).printings(card.code)


@functools.cache
def formats() -> tuple[Format, ...]:
    """Every issue of the restricted list, in file order."""
    return tuple(Format.from_record(record) for record in read_data("restricted.json"))


@functools.cache
def current_format() -> Format:
    """The issue the card data marks ``default``: the format decks are checked against."""
    records = read_data("restricted.json")
    return next(Format.from_record(r) for r in records if r.get("default"))


def format_problems(
    cards: Sequence[CardData], fmt: Format | None = None, db: CardDB | None = None
) -> list[str]:
    """Every way the printings in ``cards`` (outfit, legend and draw deck, each once) break
    ``fmt`` (the current format by default), as sentences; empty when the deck is legal."""
    fmt = current_format() if fmt is None else fmt
    problems: list[str] = []
    seen: set[str] = set()
    restricted: dict[str, str] = {}
    for card in cards:
        key = normalise_name(card.title)
        if key in seen:
            continue
        seen.add(key)
        if fmt.banned_title(card, db):
            problems.append(f"{card.title} is banned in {fmt.name}")
        elif fmt.legal_printing(card, db) is None:
            problems.append(f"{card.title} has no printing legal in {fmt.name} ({_pool(fmt)})")
        if fmt.restricted_title(card, db):
            restricted[key] = card.title
    if len(restricted) > 1:
        problems.append(
            f"the deck holds {len(restricted)} restricted cards ({', '.join(restricted.values())}); "
            f"{fmt.name} allows one"
        )
    return problems


def _pool(fmt: Format) -> str:
    if fmt.up_to is not None:
        return f"it allows printings from card {fmt.up_to} on"
    if fmt.from_ is not None:
        return f"it allows printings before card {fmt.from_}"
    return "it allows every printing"


def deck_format_problems(deck: Deck, fmt: Format | None = None, db: CardDB | None = None) -> list[str]:
    """`format_problems` of a deck's outfit, legend and draw deck."""
    cards = [deck.outfit, *([deck.legend] if deck.legend else []), *(entry.card for entry in deck.cards)]
    return format_problems(cards, fmt, db)
