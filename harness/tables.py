"""Reading Gherkin data tables and card lists strictly: unknown columns are errors."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from difflib import get_close_matches

from harness.scenario import ScenarioError

#: The piles and rows of cards a step can name: "Player1's discard pile", board keys.
PLACES = {
    "hand": "hand",
    "play hand": "hand",
    "deck": "deck",
    "discard pile": "discard",
    "boot hill": "boot_hill",
    "street": "street",
    "out of town deeds": "out_of_town",
}


def place_key(text: str) -> str:
    """The board key of a place named in a step; an unknown place fails with "did you mean"."""
    key = text.strip().lower()
    if key in PLACES:
        return PLACES[key]
    close = get_close_matches(key, list(PLACES), n=1)
    hint = f" Did you mean '{close[0]}'?" if close else ""
    raise ScenarioError(f"Unknown place '{text}': use one of {', '.join(PLACES)}.{hint}")


_BOOTED = re.compile(r"^(?P<name>.+?)\s*\(booted\)$", re.IGNORECASE)


def card_list(text: str) -> list[tuple[str, bool]]:
    """ "Shotgun, Mustang (booted)" → [("Shotgun", False), ("Mustang", True)]."""
    found = []
    for part in text.split(","):
        name = part.strip()
        if not name:
            continue
        booted = _BOOTED.match(name)
        found.append((booted["name"], True) if booted else (name, False))
    return found


def yes_no(text: str, column: str) -> bool:
    value = text.strip().lower()
    if value in ("yes", "true", "booted"):
        return True
    if value in ("no", "false", "unbooted", ""):
        return False
    raise ScenarioError(f"Column '{column}' takes yes or no, not '{text}'")


def whole_number(text: str, column: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        raise ScenarioError(f"Column '{column}' takes a whole number, not '{text}'") from None


@contextmanager
def table_row(number: int) -> Iterator[None]:
    """Errors raised while reading data row `number` (from 1) name that row's line."""
    try:
        yield
    except ScenarioError as error:
        if error.row is None and error.doc_line is None and error.line is None:
            error.row = number
        raise


def rows(
    table: list[list[str]], *, required: tuple[str, ...], optional: tuple[str, ...]
) -> list[dict[str, str]]:
    """The table as dicts keyed by lower-case header; unknown or missing columns fail."""
    if not table:
        raise ScenarioError("The table is empty: it needs a header row", row=0)
    header = [cell.strip().lower() for cell in table[0]]
    known = required + optional
    for column in header:
        if column not in known:
            close = get_close_matches(column, known, n=1)
            hint = f" Did you mean '{close[0]}'?" if close else ""
            raise ScenarioError(
                f"Unknown column '{column}'. The columns are: {', '.join(known)}.{hint}", row=0
            )
    for column in required:
        if column not in header:
            raise ScenarioError(f"The table needs a '{column}' column", row=0)
    return [dict(zip(header, (cell.strip() for cell in row), strict=True)) for row in table[1:]]
