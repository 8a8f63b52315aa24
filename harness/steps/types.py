"""Typed step parameters. A player name never contains a double quote, a card name is
always quoted, so "Player1 has 3 ghost rock" and '"Sloane" has 3 bullets' can never
match each other's step (pytest-bdd would otherwise pick one silently).

A `{place}` is one of the piles and rows of `harness.tables.PLACES` and nothing else, so
"Player1's street is ..." never matches a step about some other "Player1's ... is ..."
(a posse, the next draw hand)."""

from __future__ import annotations

import re
from typing import Any

from parse import with_pattern
from pytest_bdd import parsers

from harness.tables import PLACES
from harness.vocabulary import accepts


def _text(text: str) -> str:
    return text


def _word(pattern: str) -> Any:
    """A parse type matching `pattern`; each type needs its own function object."""
    return with_pattern(pattern)(lambda text: text)


_player = with_pattern(r'[A-Za-z0-9_][^"]*?')(_text)
_quoted = _word(r'[^"]+')
_is = _word(r"is|are")
_place = _word("|".join(re.escape(name) for name in sorted(PLACES, key=len, reverse=True)))


accepts("place", PLACES)

TYPES: dict[str, Any] = {"Player": _player, "Name": _quoted, "Is": _is, "Place": _place}


def step(text: str) -> parsers.parse:
    """A parse-style step whose `{player}` is a Player, `{place}` a Place and quoted names
    are Names; `{is}` reads "is" or "are", so "Player1's deck is" and "out of town deeds
    are" both read well."""
    typed = (
        text.replace("{player}", "{player:Player}")
        .replace("{is}", "{verb:Is}")
        .replace("{place}", "{place:Place}")
    )
    return parsers.parse(typed, extra_types=TYPES)
