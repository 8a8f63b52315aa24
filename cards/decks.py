"""Preconstructed starter decks and the deck-construction rules they must satisfy.

The starter decks (the Learn to Play and Weird West Edition Gunfighter decks) give the
engine and its tests legal decks without a deck builder. :func:`validate_deck` checks the
construction rules that make a draw deck legal as a poker deck: exactly 52 value cards,
at most 2 jokers, at most 4 copies of a title and at most 4 cards of one value and suit.
"""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass
from typing import Any, NamedTuple

from cards.card import CardData
from cards.database import CardDB, card_db, read_data
from cards.errors import UnknownDeckError
from cards.keywords import without_experience
from cards.names import normalise_name, suggest

DRAW_DECK_SIZE = 52
MAX_JOKERS = 2
MAX_COPIES = 4
MAX_SAME_VALUE_AND_SUIT = 4

_SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
_FACE_NAMES = {1: "Ace", 11: "Jack", 12: "Queen", 13: "King"}
#: Card types that sit beside the draw deck, never in it.
_NOT_DRAW_CARDS = frozenset({"outfit", "legend"})


class DeckEntry(NamedTuple):
    """``copies`` of ``card``; ``starting`` marks the starting gang.

    (Not named ``count``: that would shadow ``tuple.count``.)
    """

    card: CardData
    copies: int
    starting: bool


@dataclass(slots=True)
class Deck:
    """An outfit, an optional legend and the draw deck (jokers included)."""

    name: str
    outfit: CardData
    legend: CardData | None
    cards: list[DeckEntry]


@functools.cache
def _starter_records() -> tuple[dict[str, Any], ...]:
    return tuple(read_data("decks.json"))


def starter_decks() -> list[str]:
    """Names of the shipped starter decks, in publication order."""
    return [record["name"] for record in _starter_records()]


def load_deck(name: str, db: CardDB | None = None) -> Deck:
    """The starter deck called ``name`` (or with that dtdb id), folded as card names are.

    Raises :class:`~cards.errors.UnknownDeckError` with close deck names.
    """
    db = card_db() if db is None else db
    key = normalise_name(name)
    for record in _starter_records():
        if key in (normalise_name(record["name"]), normalise_name(record["id"])):
            return Deck(
                name=record["name"],
                outfit=db.by_code(record["outfit"]),
                legend=db.by_code(record["legend"]) if record["legend"] else None,
                cards=[
                    DeckEntry(db.by_code(entry["code"]), entry["count"], entry["starting"])
                    for entry in record["cards"]
                ],
            )
    raise UnknownDeckError(name, suggest(name, {normalise_name(deck): deck for deck in starter_decks()}))


def validate_deck(deck: Deck) -> list[str]:
    """Every construction-rule violation in ``deck``, as readable sentences (empty if legal)."""
    problems = _outfit_problems(deck)
    draw = [entry for entry in deck.cards if entry.card.type not in _NOT_DRAW_CARDS]
    problems += [
        f"{entry.card.label} is {entry.card.type} and cannot be in the draw deck"
        for entry in deck.cards
        if entry.card.type in _NOT_DRAW_CARDS
    ]
    problems += [f"{entry.card.label} has {entry.copies} copies" for entry in draw if entry.copies < 1]
    value_cards = sum(entry.copies for entry in draw if not entry.card.is_joker)
    if value_cards != DRAW_DECK_SIZE:
        problems.append(f"the draw deck has {value_cards} value cards; it needs exactly {DRAW_DECK_SIZE}")
    jokers = sum(entry.copies for entry in draw if entry.card.is_joker)
    if jokers > MAX_JOKERS:
        problems.append(f"the draw deck has {jokers} jokers; at most {MAX_JOKERS} are allowed")
    return problems + _copy_problems(draw) + _value_problems(draw)


def _outfit_problems(deck: Deck) -> list[str]:
    problems = []
    if deck.outfit.type != "outfit":
        problems.append(f"{deck.outfit.label} is {deck.outfit.type}, not an outfit")
    if deck.legend is not None and deck.legend.type != "legend":
        problems.append(f"{deck.legend.label} is {deck.legend.type}, not a legend")
    return problems


def _copy_problems(draw: list[DeckEntry]) -> list[str]:
    """Copies are counted per title across printings (a reprint is the same card) and
    across experience levels: "Allie Hensman (Exp.1)" is an Allie Hensman (digest §2.1)."""
    copies: Counter[str] = Counter()
    spelling: dict[str, str] = {}
    for entry in draw:
        key = normalise_name(without_experience(entry.card.title))
        copies[key] += entry.copies
        spelling.setdefault(key, without_experience(entry.card.title))
    return [
        f"{count} copies of {spelling[key]}; at most {MAX_COPIES} are allowed"
        for key, count in sorted(copies.items())
        if count > MAX_COPIES
    ]


def _value_problems(draw: list[DeckEntry]) -> list[str]:
    same_card: Counter[tuple[int, str]] = Counter()
    for entry in draw:
        if entry.card.value is not None and entry.card.suit is not None:
            same_card[entry.card.value, entry.card.suit] += entry.copies
    return [
        f"{count} cards are the {_FACE_NAMES.get(value, value)} of {_SUIT_NAMES[suit]}; "
        f"at most {MAX_SAME_VALUE_AND_SUIT} are allowed"
        for (value, suit), count in sorted(same_card.items())
        if count > MAX_SAME_VALUE_AND_SUIT
    ]
