"""The player-action phrases of the step vocabulary, in the game's own words.

Every When step that makes a player act is one phrase here, turned into the engine's
option id. One step definition serves them all ("When Player1 moves "Sloane" to
"Town Square"", "When Player1 tries to move ..."), so two step definitions can never
both match a line, and the catalogue (`gomorra steps`) is generated from this table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import parse

Args = dict[str, str]


@dataclass(frozen=True)
class Phrase:
    """`acts` is the phrase after the player ("moves ..."); `base` after "tries to"."""

    acts: str
    base: str
    option: Callable[[Args], str]
    example: str
    cards: tuple[str, ...] = ()
    #: Arguments naming a location, checked before the engine sees them.
    locations: tuple[str, ...] = ()
    #: The two patterns, compiled once (a phrase is tried against every When step).
    _parsers: tuple[parse.Parser, parse.Parser] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        compiled = (
            parse.compile(self.acts, case_sensitive=True),
            parse.compile(self.base, case_sensitive=True),
        )
        object.__setattr__(self, "_parsers", compiled)

    def match(self, text: str, *, tries: bool) -> Args | None:
        result = self._parsers[1 if tries else 0].parse(text)
        if not isinstance(result, parse.Result):
            return None
        return {str(k): str(v) for k, v in result.named.items()}


PHRASES: tuple[Phrase, ...] = (
    Phrase(
        'hires "{card}"',
        'hire "{card}"',
        lambda a: f"shop {a['card']}",
        'Player1 hires "Jake Smiley"',
        ("card",),
    ),
    Phrase(
        'builds "{card}" on the {side} of their street',
        'build "{card}" on the {side} of their street',
        lambda a: f"shop {a['card']} {a['side']}",
        'Player1 builds "General Store" on the left of their street',
        ("card",),
    ),
    Phrase(
        'builds "{card}" out of town',
        'build "{card}" out of town',
        lambda a: f"shop {a['card']}",
        'Player1 builds "Blake Ranch" out of town',
        ("card",),
    ),
    Phrase(
        'attaches "{card}" to "{dude}"',
        'attach "{card}" to "{dude}"',
        lambda a: f"shop {a['card']} on {a['dude']}",
        'Player1 attaches "Shotgun" to "Jake Smiley"',
        ("card", "dude"),
    ),
    Phrase(
        'moves "{dude}" to "{location}"',
        'move "{dude}" to "{location}"',
        lambda a: f"move {a['dude']} to {a['location']}",
        'Player1 moves "Jake Smiley" to "Town Square"',
        ("dude",),
        ("location",),
    ),
    Phrase(
        'uses "{card}"',
        'use "{card}"',
        lambda a: f"use {a['card']}",
        'Player1 uses "Allie Hensman"',
        ("card",),
    ),
    Phrase(
        'plays "{card}"',
        'play "{card}"',
        lambda a: f"play {a['card']}",
        'Player1 plays "Reserves"',
        ("card",),
    ),
    Phrase(
        'reacts with "{card}"',
        'react with "{card}"',
        lambda a: f"react {a['card']}",
        'Player2 reacts with "Philip Swinford"',
        ("card",),
    ),
    Phrase(
        'trades "{card}" to "{dude}" for "{back}"',
        'trade "{card}" to "{dude}" for "{back}"',
        lambda a: f"trade {a['card']} to {a['dude']} for {a['back']}",
        'Player1 trades "Shotgun" to "Sloane" for "Peacemaker"',
        ("card", "dude", "back"),
    ),
    Phrase(
        'trades "{card}" to "{dude}"',
        'trade "{card}" to "{dude}"',
        lambda a: f"trade {a['card']} to {a['dude']}",
        'Player1 trades "Shotgun" to "Sloane"',
        ("card", "dude"),
    ),
    Phrase(
        'replaces "{dude}" with "{card}"',
        'replace "{dude}" with "{card}"',
        lambda a: f"replace {a['dude']} with {a['card']}",
        'Player1 replaces "Philip Swinford" with "Philip Swinford (Exp.1)"',
        ("dude", "card"),
    ),
    Phrase(
        'discards "{card}"',
        'discard "{card}"',
        lambda a: f"discard {a['card']}",
        'Player1 discards "Reserves"',
        ("card",),
    ),
    Phrase(
        'selects "{card}"', 'select "{card}"', lambda a: a["card"], 'Player1 selects "Jake Smiley"', ("card",)
    ),
    Phrase(
        'aces "{card}"',
        'ace "{card}"',
        lambda a: f"ace {a['card']}",
        'Player2 aces "Jake Smiley"',
        ("card",),
    ),
    # -- call outs, posses and shootouts (§5) --------------------------------------------
    Phrase(
        'calls out "{callee}" with "{caller}"',
        'call out "{callee}" with "{caller}"',
        lambda a: f"call out {a['callee']} with {a['caller']}",
        'Player1 calls out "Sloane" with "Jake Smiley"',
        ("callee", "caller"),
    ),
    Phrase("accepts", "accept", lambda a: "accept", "Player2 accepts"),
    Phrase("refuses", "refuse", lambda a: "refuse", "Player2 refuses"),
    Phrase(
        'adds "{dude}" to the posse',
        'add "{dude}" to the posse',
        lambda a: f"join {a['dude']}",
        'Player1 adds "Allie Hensman" to the posse',
        ("dude",),
    ),
    Phrase(
        'adds "{dude}" to the posse the usual way',
        'add "{dude}" to the posse the usual way',
        lambda a: f"join {a['dude']} the usual way",
        'Player1 adds "Pancho Castillo" to the posse the usual way',
        ("dude",),
    ),
    Phrase(
        'picks "{dude}" as shooter',
        'pick "{dude}" as shooter',
        lambda a: a["dude"],
        'Player1 picks "Jake Smiley" as shooter',
        ("dude",),
    ),
    Phrase(
        'redraws "{cards}"',
        'redraw "{cards}"',
        lambda a: f"redraw {a['cards']}",
        'Player1 redraws "2S 5C 9D"',
    ),
    Phrase(
        "keeps the best hand", "keep the best hand", lambda a: "keep best hand", "Player1 keeps the best hand"
    ),
    Phrase(
        'covers the casualties with "{cards}"',
        'cover the casualties with "{cards}"',
        lambda a: f"cover {a['cards']}",
        'Player2 covers the casualties with "ace Jake Smiley, Sloane"',
    ),
    Phrase(
        'sends "{dude}" home',
        'send "{dude}" home',
        lambda a: f"send home {a['dude']}",
        'Player2 sends "Avie Cline" home',
        ("dude",),
    ),
    Phrase(
        'runs with "{dude}"',
        'run with "{dude}"',
        lambda a: f"flee {a['dude']}",
        'Player2 runs with "Jake Smiley"',
        ("dude",),
    ),
    Phrase("stays", "stay", lambda a: "done", "Player2 stays"),
    Phrase(
        'adds "{dude}" to the starting gang',
        'add "{dude}" to the starting gang',
        lambda a: f"add {a['dude']}",
        'Player1 adds "Jake Smiley" to the starting gang',
        ("dude",),
    ),
    Phrase("pays upkeep", "pay upkeep", lambda a: "pay upkeep", "Player1 pays upkeep"),
    Phrase(
        'discards "{cards}" and pays upkeep',
        'discard "{cards}" and pay upkeep',
        lambda a: f"discard {a['cards']} and pay upkeep",
        'Player1 discards "Ramiro Mendoza" and pays upkeep',
    ),
    Phrase("passes", "pass", lambda a: "pass", "Player1 passes"),
    Phrase("is done", "be done", lambda a: "done", "Player1 is done"),
    Phrase(
        'chooses "{option}"', 'choose "{option}"', lambda a: a["option"], 'Player1 chooses "pay 3 ghost rock"'
    ),
)


#: `find_phrase`'s answers by step text: the lookup (every phrase tried in turn) runs once
#: per text, for the step definition's match and again for each run of the step.
_FOUND: dict[tuple[str, bool], tuple[Phrase, Args] | None] = {}


def find_phrase(text: str, *, tries: bool) -> tuple[Phrase, Args] | None:
    """The first phrase `text` reads as, with its arguments (a dict of the caller's own)."""
    key = (text, tries)
    if key not in _FOUND:
        _FOUND[key] = _first_phrase(text, tries=tries)
    found = _FOUND[key]
    return None if found is None else (found[0], dict(found[1]))


def _first_phrase(text: str, *, tries: bool) -> tuple[Phrase, Args] | None:
    for phrase in PHRASES:
        args = phrase.match(text, tries=tries)
        if args is not None:
            return phrase, args
    return None
