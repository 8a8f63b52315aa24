"""A player's own deck file: dtdb's text/Markdown export or a plain list, read by title.

A deck file is data: it is read line by line and nothing in it is ever evaluated. The
lines it understands (docs/decks.md has the full description):

* ``4x Shotgun``, ``4 Shotgun``, ``Shotgun`` (one copy), ``Shotgun (Weird West Edition)``
  or ``Shotgun (DT2)`` for one printing; a ``*`` after the title marks the starting gang
  (``1x Clementine Lepp*``); dtdb's Markdown (``* 2x [Avie Cline](http://...)_(Base Set)_``)
  reads the same once its link and italics are dropped;
* ``Outfit: The Fourth Ring`` and ``Legend: Doc Holliday`` headers, or the outfit's and
  legend's own lines (a card's type says what it is), ``Deck: My deck`` or a first
  ``# My deck`` heading for the deck's name;
* ``#`` comment lines (Markdown headings are comments too), blank lines, and dtdb's
  section lines ("Dude (14)", "Cards up to Base Set", "Decklist published on ...").

A line that names no card is an error naming the file and line, with the closest titles;
every problem of the file is collected before any is reported, so one run shows them all.
A line naming no printing gets the title's printing in the current format (`cards.formats`):
the Weird West Edition's for a reprinted Base Set card.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from cards.card import CardData
from cards.database import CardDB, card_db
from cards.decks import Deck, DeckEntry, validate_deck
from cards.errors import AmbiguousCardError, UnknownCardError
from cards.formats import Format, current_format
from cards.names import normalise_name

#: Files whose name ends like this are deck files wherever a deck name is expected.
DECK_FILE_SUFFIXES = (".txt", ".md", ".dek", ".deck")

_LINK = re.compile(r"\[(?P<text>[^\]]*)\]\([^)]*\)")
_ITALIC_PACK = re.compile(r"_\((?P<pack>[^)]*)\)_")
_BULLET = re.compile(r"^[*+-]\s+")
_TRAILING_COMMENT = re.compile(r"\s+#\s.*$")
_HEADER = re.compile(r"^(?P<key>outfit|legend|deck|name)\s*:\s*(?P<value>.*)$", re.IGNORECASE)
_COUNT = re.compile(r"^(?P<count>\d+)\s*(?:[x×]\s*|\s)(?P<rest>.+)$", re.IGNORECASE)
_STARTING = re.compile(r"\s*\*(?=\s*(?:\(|$))")
#: dtdb's own lines that name no card: section headings with their size and the footer.
_SECTION = re.compile(
    r"^(?:outfit|legend|dudes?|deeds?|goods|spells?|actions?|jokers?|draw deck)\s*(?:\(\d+\))?\s*:?$",
    re.IGNORECASE,
)
_FOOTER = re.compile(r"^(?:cards up to |decklist |total\b)", re.IGNORECASE)


def is_deck_file(name: str) -> bool:
    """Whether a deck name is a path to a deck file rather than a starter deck's name."""
    return name.lower().endswith(DECK_FILE_SUFFIXES)


@dataclass(frozen=True, slots=True)
class LineProblem:
    """A problem of one line (``line`` 0: of the whole file), as ``file:line: message``."""

    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}" if self.line else f"{self.path}: {self.message}"


@dataclass(frozen=True, slots=True)
class Printing:
    """A line that named a title without a printing, and the printing the deck got."""

    line: int
    card: CardData


@dataclass(slots=True)
class DeckFile:
    """What a deck file says: the deck (None when it names no outfit or a line failed),
    the problems of its lines, and the printings chosen for lines that named none."""

    path: str
    deck: Deck | None
    problems: list[LineProblem] = field(default_factory=list)
    printings: list[Printing] = field(default_factory=list)
    lines: dict[str, int] = field(default_factory=dict)
    """The line each card code was first read from (for messages about the deck as a whole)."""


class DeckFileError(ValueError):
    """A deck file that cannot be played: every problem, one per line of the message."""

    def __init__(self, path: str, problems: list[str]) -> None:
        self.path = path
        self.problems = problems
        super().__init__(f"{path} has {len(problems)} problem(s):\n" + "\n".join(f"  {p}" for p in problems))


@dataclass(slots=True)
class _Reading:
    """The state of a file being read."""

    path: str
    db: CardDB
    fmt: Format
    name: str = ""
    outfit: CardData | None = None
    outfit_line: int = 0
    legend: CardData | None = None
    legend_line: int = 0
    entries: list[DeckEntry] = field(default_factory=list)
    problems: list[LineProblem] = field(default_factory=list)
    printings: list[Printing] = field(default_factory=list)
    lines: dict[str, int] = field(default_factory=dict)

    def problem(self, line: int, message: str) -> None:
        self.problems.append(LineProblem(self.path, line, message))


def read_deck_file(path: str | Path, *, shown: str | None = None, db: CardDB | None = None) -> DeckFile:
    """Read the deck file at ``path``; ``shown`` is how messages name it (the path as given)."""
    path = Path(path)
    name = shown or str(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        return DeckFile(name, None, [LineProblem(name, 0, "no such deck file: check the path")])
    except (OSError, UnicodeDecodeError) as error:
        return DeckFile(name, None, [LineProblem(name, 0, f"cannot read the deck file ({error})")])
    return parse_deck_text(text, name, default_name=path.stem, db=db)


def parse_deck_text(text: str, path: str, *, default_name: str = "", db: CardDB | None = None) -> DeckFile:
    """Parse a deck file's text; ``path`` names it in messages."""
    reading = _Reading(path, card_db() if db is None else db, current_format())
    for number, line in _lines(text):
        _read_line(reading, number, line)
    if reading.outfit is None:
        reading.problem(0, "the deck names no outfit: add its line, e.g. 'Outfit: Law Dogs'")
    deck = None
    if reading.outfit is not None:
        deck = Deck(reading.name or default_name or path, reading.outfit, reading.legend, reading.entries)
    return DeckFile(path, deck, reading.problems, reading.printings, reading.lines)


def load_deck_file(path: str | Path, *, shown: str | None = None, db: CardDB | None = None) -> Deck:
    """The deck a file describes, ready to play: raises :class:`DeckFileError` listing
    every problem when a line names no card or the deck breaks the construction rules
    (digest §2.1). Format legality does not stop a game: `gomorra decks FILE` reports it."""
    read = read_deck_file(path, shown=shown, db=db)
    problems = [str(problem) for problem in read.problems]
    if read.deck is not None:
        problems += [f"{read.path}: {problem}" for problem in validate_deck(read.deck)]
    if problems or read.deck is None:
        raise DeckFileError(read.path, problems)
    return read.deck


def _lines(text: str) -> Iterator[tuple[int, str]]:
    for number, raw in enumerate(text.splitlines(), start=1):
        yield number, raw.strip()


def _read_line(reading: _Reading, number: int, line: str) -> None:
    if not line:
        return
    if line.startswith("#"):
        if line.startswith("# ") and not reading.name and not reading.entries and reading.outfit is None:
            reading.name = line[2:].strip()
        return
    line = _TRAILING_COMMENT.sub("", _markdown(line)).strip()
    if not line or _SECTION.match(line) or _FOOTER.match(line):
        return
    header = _HEADER.match(line)
    if header is not None:
        key, value = header["key"].lower(), header["value"].strip()
        if key in ("deck", "name"):
            reading.name = value
            return
        _read_card(reading, number, value, expected=key)
        return
    _read_card(reading, number, line, expected=None)


def _markdown(line: str) -> str:
    """dtdb's Markdown export as a plain line: ``* 2x [Avie Cline](url)*_(Base Set)_`` →
    ``2x Avie Cline* (Base Set)``."""
    line = _BULLET.sub("", line)
    line = _LINK.sub(lambda match: match["text"], line)
    return _ITALIC_PACK.sub(lambda match: f" ({match['pack']})", line)


def _read_card(reading: _Reading, number: int, text: str, expected: str | None) -> None:
    copies, name, starting = _split(reading.db, text)
    if not name:
        reading.problem(number, f"'{text}' names no card: write a title, e.g. '2x Shotgun'")
        return
    try:
        named = reading.db.find(name)
    except UnknownCardError as error:
        hint = f" Did you mean: {', '.join(error.suggestions)}?" if error.suggestions else ""
        reading.problem(number, f"no card is called '{name}'.{hint}")
        return
    except AmbiguousCardError as error:
        reading.problem(
            number, f"'{name}' names several printings: write one of {', '.join(error.candidates)}"
        )
        return
    card = _printing(reading, number, name, named)
    if expected is not None and card.type != expected:
        reading.problem(
            number, f"{card.title} is {_a(card.type)} card, not {_a(expected)}: check the '{expected}:' line"
        )
        return
    if copies is not None and copies < 1:
        reading.problem(number, f"{copies} copies of {card.title}: write 1 or more, or delete the line")
        return
    reading.lines.setdefault(card.code, number)
    if card.type in ("outfit", "legend"):
        _read_identity(reading, number, card, copies)
        return
    reading.entries.append(DeckEntry(card, 1 if copies is None else copies, starting))


def _read_identity(reading: _Reading, number: int, card: CardData, copies: int | None) -> None:
    """An outfit or legend line: a deck has one outfit and at most one legend (§2.1)."""
    if copies not in (None, 1):
        reading.problem(number, f"{copies} copies of the {card.type} {card.title}: a deck has one")
    if card.type == "outfit":
        if reading.outfit is not None:
            reading.problem(
                number,
                f"a second outfit ({card.title}; line {reading.outfit_line} names {reading.outfit.title}): "
                "a deck has one outfit, delete one line",
            )
            return
        reading.outfit, reading.outfit_line = card, number
        return
    if reading.legend is not None:
        reading.problem(
            number,
            f"a second legend ({card.title}; line {reading.legend_line} names {reading.legend.title}): "
            "a deck has at most one legend, delete one line",
        )
        return
    reading.legend, reading.legend_line = card, number


def _split(db: CardDB, text: str) -> tuple[int | None, str, bool]:
    """(copies or None, the card's name, starting gang?) of a card line. A line that is a
    whole title is that title even when it starts with a number ("108 Worldly Desires")."""
    starting = bool(_STARTING.search(text))
    text = _STARTING.sub("", text).strip()
    if db.has(text):
        return None, text, starting
    counted = _COUNT.match(text)
    if counted is None:
        return None, text, starting
    return int(counted["count"]), counted["rest"].strip(), starting


def _printing(reading: _Reading, number: int, name: str, named: CardData) -> CardData:
    """The printing a line gets: the one it names ("Title (Pack)" or a code), else the
    title's printing in the current format, when it has one."""
    if reading.db.find(named.title).code != named.code or name.strip() == named.code:
        return named  # the line named this printing
    if normalise_name(name) != normalise_name(named.title):
        return named  # "Title (Pack)" naming the first printing itself
    legal = reading.fmt.legal_printing(named, reading.db)
    if legal is None or legal == named:
        return named
    reading.printings.append(Printing(number, legal))
    return legal


def _a(word: str) -> str:
    return f"an {word}" if word[0] in "aeiou" else f"a {word}"
