"""Typed step parameters. A player name never contains a double quote, a card name is
always quoted, so "Player1 has 3 ghost rock" and '"Sloane" has 3 bullets' can never
match each other's step (pytest-bdd would otherwise pick one silently)."""

from __future__ import annotations

from typing import Any

from parse import with_pattern
from pytest_bdd import parsers


def _text(text: str) -> str:
    return text


_player = with_pattern(r'[A-Za-z0-9_][^"]*?')(_text)
_quoted = with_pattern(r'[^"]+')(lambda text: text)


TYPES: dict[str, Any] = {"Player": _player, "Name": _quoted}


def step(text: str) -> parsers.parse:
    """A parse-style step whose `{player}` is a Player and quoted names are Names."""
    typed = text.replace("{player}", "{player:Player}")
    return parsers.parse(typed, extra_types=TYPES)
