"""Differences between two boards (C3), named the way a rules expert reads a board.

Used by "Then nothing else changed", a failure's "Changed since the start" and the
report's "What changed": every difference is a line in words such as
`Player1's Jake Smiley: unbooted → booted` or `Player1's hand: - Reserves`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: Keys that change with every action and say nothing about the board itself.
IGNORED = frozenset({"seed", "turn", "passes", "version"})


def _entry_name(item: Any) -> str | None:
    if isinstance(item, dict):
        name = item.get("name", item.get("card", item.get("source")))
        return str(name) if name is not None else None
    return str(item) if isinstance(item, str) else None


#: What a board leaves out when a card is in its default state.
DEFAULTS = {
    "at": "home",
    "booted": False,
    "bounty": 0,
    "control_points": 0,
    "ghost_rock": 0,
    "entered_this_phase": False,
    "attachments": [],
}


def _normalise(item: Any) -> Any:
    """A card given as a bare name is the same as {card: name} with the defaults."""
    entry = {"card": item} if isinstance(item, str) else item
    return {**DEFAULTS, **entry} if isinstance(entry, dict) and "card" in entry else entry


@dataclass(frozen=True)
class Change:
    """One difference: where (keys and entry names), what kind, and the two values.

    kind is "changed" (a value; `before`/`after`), "added" or "removed" (a list entry,
    by name, the last part of `path`), or "reordered" (a list)."""

    path: tuple[str, ...]
    kind: str
    before: Any = None
    after: Any = None

    def __str__(self) -> str:
        where = _where(self.path[:-1] if self.kind in ("added", "removed") else self.path)
        if self.kind in ("added", "removed"):
            sign = "+" if self.kind == "added" else "-"
            return f"{where}: {sign} {self.path[-1]}"
        if self.kind == "reordered":
            return f"{where}: the order changed"
        key = self.path[-1] if self.path else ""
        if key in _FLAGS:  # "Player1's Jake Smiley: unbooted → booted"
            where = _where(self.path[:-1])
        return f"{where}: {_word(key, self.before)} → {_word(key, self.after)}"


#: Board keys as a reader names them.
_KEY_WORDS = {
    "boot_hill": "Boot Hill",
    "discard": "discard pile",
    "ghost_rock": "ghost rock",
    "control_points": "control points",
    "entered_this_phase": "entered this phase",
    "out_of_town": "out of town",
    "first_player": "first player",
    "draw_hand": "draw hand",
    "at": "place",
}
#: A yes/no key whose two values have words of their own.
_FLAGS = {"booted": ("unbooted", "booted")}


def _where(path: tuple[str, ...]) -> str:
    """ "Player1's Jake Smiley's bounty", "Player1's Boot Hill", "the shootout's leader":
    a board path as words, never the YAML keys and `>` of the file."""
    parts = list(path)
    if parts[:1] == ["players"]:
        parts = parts[1:]
    parts = [part for part in parts if part not in ("dudes", "cards", "effects")] or parts
    words = [_KEY_WORDS.get(part, part.replace("_", " ")) for part in parts]
    if not words:
        return "the board"
    if words[0] in ("shootout", "job", "phase", "day", "pot"):
        words[0] = f"the {words[0]}"
    return "'s ".join(words)


def _word(key: str, value: Any) -> str:
    """A value in words: `booted`/`unbooted`, yes/no, `none`, a list as "A, B"."""
    if isinstance(value, bool):
        no, yes = _FLAGS.get(key, ("no", "yes"))
        return yes if value else no
    if value is None:
        return "none"
    if isinstance(value, list | tuple):
        return ", ".join(_word(key, v) for v in value) or "none"
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_word(str(k), v)}" for k, v in value.items())
    return str(value)


def differences(before: Any, after: Any, path: str = "", *, decks_by_count: bool = True) -> list[str]:
    """Every change as a readable line (see `changes`). A deck is hidden and a stacked one
    holds cards only there to be drawn: its changes are one line, by count (unless
    `decks_by_count` is False: "nothing else changed" matches each card by name)."""
    prefix = tuple(path.split(" > ")) if path else ()
    lines: list[str] = []
    decks: dict[tuple[str, ...], int] = {}
    for change in changes(before, after, prefix):
        if decks_by_count and change.kind in ("added", "removed") and change.path[-2:-1] == ("deck",):
            deck = change.path[:-1]
            if deck not in decks:
                decks[deck] = len(lines)
                lines.append("")
            continue
        lines.append(str(change))
    for deck, at in decks.items():
        lines[at] = f"{_where(deck)}: {_deck_size(before, deck)} → {_deck_size(after, deck)} cards"
    return lines


def _deck_size(board: Any, path: tuple[str, ...]) -> int:
    """How many cards the deck at `path` (("players", "Player1", "deck")) holds."""
    node = board
    for part in path:
        if isinstance(node, dict):
            node = node.get(part)
        elif isinstance(node, list):
            node = next((item for item in node if _entry_name(item) == part), None)
    return len(node) if isinstance(node, list) else 0


def changes(before: Any, after: Any, path: tuple[str, ...] = ()) -> list[Change]:
    if before is None and isinstance(after, list | dict):
        before = type(after)()
    if after is None and isinstance(before, list | dict):
        after = type(before)()
    if isinstance(before, dict) and isinstance(after, dict):
        found: list[Change] = []
        for key in sorted(set(before) | set(after), key=str):
            if key in IGNORED:
                continue
            found += changes(before.get(key), after.get(key), (*path, str(key)))
        return found
    if isinstance(before, list) and isinstance(after, list):
        named_before = {_entry_name(i): i for i in before}
        named_after = {_entry_name(i): i for i in after}
        if None in named_before or None in named_after:
            return [] if before == after else [Change(path, "changed", before, after)]
        found = [Change((*path, str(n)), "removed") for n in named_before if n not in named_after]
        found += [Change((*path, str(n)), "added") for n in named_after if n not in named_before]
        for name in named_before:
            if name in named_after:
                old, new = _normalise(named_before[name]), _normalise(named_after[name])
                if isinstance(old, dict) and isinstance(new, dict):
                    found += changes(old, new, (*path, str(name)))
        if not found and [_entry_name(i) for i in before] != [_entry_name(i) for i in after]:
            found.append(Change(path, "reordered"))
        return found
    if before != after:
        return [Change(path, "changed", before, after)]
    return []


# -- a board in YAML with its changes marked -------------------------------------------------
def marked_yaml(board: dict[str, Any], found: list[Change]) -> str:
    """`board` as block YAML (the notation of the Given steps and `scenarios/boards/`)
    with a comment on each line that changed: `at: Town Square  # changed: was home`,
    `- War Paint  # new`, `discard:  # gone: Reserves`. A change whose line the board no
    longer has is noted on the nearest line above it. Comments only: the text loads as
    the same board."""
    lines: list[str] = []
    where: dict[tuple[str, ...], int] = {}
    _mapping(board, (), 0, lines, where)
    notes: dict[int, list[str]] = {}
    for change in found:
        path = change.path
        while path and path not in where:
            path = path[:-1]
        rest = change.path[len(path) :]
        notes.setdefault(where.get(path, 0), []).append(_note(change, rest))
    return "\n".join(
        line + ("  # " + "; ".join(notes[i]) if i in notes else "") for i, line in enumerate(lines)
    )


def _note(change: Change, rest: tuple[str, ...]) -> str:
    inner = " > ".join(rest)
    if change.kind == "added":
        return "new" if not rest else f"new: {inner}"
    if change.kind == "removed":
        return f"gone: {inner}"
    if change.kind == "reordered":
        return "order changed"
    if not rest:
        return f"changed: was {_scalar(change.before)}"
    return f"changed: {inner} was {_scalar(change.before)}, now {_scalar(change.after)}"


def _scalar(value: Any) -> str:
    import yaml

    text = yaml.safe_dump(value, default_flow_style=True, allow_unicode=True, width=1_000_000)
    return text.strip().removesuffix("...").strip()


def _mapping(
    data: dict[str, Any], path: tuple[str, ...], indent: int, lines: list[str], where: dict[Any, int]
) -> None:
    for key, value in data.items():
        here = (*path, str(key))
        where.setdefault(here, len(lines))
        if isinstance(value, dict) and value:
            lines.append(" " * indent + f"{_scalar(key)}:")
            _mapping(value, here, indent + 2, lines, where)
        elif isinstance(value, list) and value:
            lines.append(" " * indent + f"{_scalar(key)}:")
            _sequence(value, here, indent, lines, where)
        else:
            lines.append(" " * indent + f"{_scalar(key)}: {_scalar(value)}")


def _sequence(
    items: list[Any], path: tuple[str, ...], indent: int, lines: list[str], where: dict[Any, int]
) -> None:
    for item in items:
        name = _entry_name(item)
        here = (*path, name) if name is not None else path
        where.setdefault(here, len(lines))
        if isinstance(item, dict) and item:
            first = len(lines)
            _mapping(item, here, indent + 2, lines, where)
            lines[first] = " " * indent + "- " + lines[first][indent + 2 :]
        else:
            lines.append(" " * indent + "- " + _scalar(item))
