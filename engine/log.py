"""The structured game log (contract C6).

Entries keep their template and arguments, so a test can match the rendered sentence
("Player1 uses Shotgun to ace Jake Smiley") or its parts. House style: the acting
player first, present tense, no closing punctuation; `GameLog.add` enforces the last
rule because a stray full stop is the commonest slip.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from string import Formatter
from typing import Protocol


class Named(Protocol):
    """Anything the log can name: players and cards render as their name."""

    @property
    def name(self) -> str: ...


LogArg = Named | str | int


def render_arg(arg: LogArg) -> str:
    """Players and cards print as their names; numbers and text as themselves."""
    if isinstance(arg, (str, int)):  # a tuple: faster to test than the union type
        return str(arg)
    return arg.name


def plural(count: int, noun: str) -> str:
    """ "1 casualty", "2 casualties", "1 control point": log lines count in words."""
    if count == 1:
        return f"{count} {noun}"
    return f"{count} {noun[:-1]}ies" if noun.endswith("y") else f"{count} {noun}s"


@dataclass(frozen=True, slots=True)
class Message:
    """A template with named fields ("{player} uses {source} to ace {dude}") and the
    values of the fields it adds to the usual ones: what a card's message returns when it
    names more than its player, source and targets. The names stay data (`add_named`)."""

    template: str
    values: Mapping[str, LogArg] = field(default_factory=dict)


def message(template: str, **values: LogArg) -> Message:
    return Message(template, values)


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One log line: `template` uses `{0}`, `{1}`... for `args`."""

    template: str
    args: tuple[str, ...]
    text: str

    def __str__(self) -> str:
        return self.text


#: Templates already found free of closing punctuation: a game writes the same few
#: hundred templates over and over.
_CHECKED: set[str] = set()
#: A bound on `_CHECKED`, should some caller build templates from changing text.
_MAX_CHECKED = 10_000


class GameLog:
    """The ordered log of one game."""

    def __init__(self) -> None:
        self.entries: list[LogEntry] = []

    def add(self, template: str, *args: LogArg) -> LogEntry:
        rendered = tuple([arg if type(arg) is str else render_arg(arg) for arg in args])
        text = template.format(*rendered)
        if template not in _CHECKED:
            if template.endswith((".", "!")) and not template.endswith("..."):
                raise ValueError(f"log lines take no closing punctuation: {template!r}")
            if len(_CHECKED) < _MAX_CHECKED:
                _CHECKED.add(template)
        entry = LogEntry(template, rendered, text)
        self.entries.append(entry)
        return entry

    def add_named(self, template: str, values: Mapping[str, LogArg]) -> LogEntry:
        """A template with named fields, filled once: each field becomes a positional
        argument of `add`, so a name holding braces or ending in "." stays a name."""
        parts: list[str] = []
        args: list[LogArg] = []
        for literal, name, spec, conversion in Formatter().parse(template):
            parts.append(literal.replace("{", "{{").replace("}", "}}"))
            if name is None:
                continue
            if not name or name.isdigit() or spec or conversion:
                raise ValueError(f"a message's fields are plain names: {template!r}")
            parts.append(f"{{{len(args)}}}")
            args.append(values[name])
        return self.add("".join(parts), *args)

    def lines(self) -> list[str]:
        return [entry.text for entry in self.entries]

    def __len__(self) -> int:
        return len(self.entries)
