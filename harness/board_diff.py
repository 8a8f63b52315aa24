"""Differences between two boards (C3), named the way a rules expert reads a board.

Used by "Then nothing else changed": every difference is a readable line such as
`Player1 > dudes > Jake Smiley > booted: False → True` or `Player1 > hand: - Reserves`.
"""

from __future__ import annotations

from typing import Any

#: Keys that change with every action and say nothing about the board itself.
IGNORED = frozenset({"seed", "turn", "passes", "version"})


def _entry_name(item: Any) -> str | None:
    if isinstance(item, dict):
        name = item.get("name", item.get("card", item.get("source")))
        return str(name) if name is not None else None
    return str(item) if isinstance(item, str) else None


#: What a board leaves out when a card is in its default state.
DEFAULTS = {"at": "home", "booted": False, "bounty": 0, "control_points": 0, "attachments": []}


def _normalise(item: Any) -> Any:
    """A card given as a bare name is the same as {card: name} with the defaults."""
    entry = {"card": item} if isinstance(item, str) else item
    return {**DEFAULTS, **entry} if isinstance(entry, dict) and "card" in entry else entry


def differences(before: Any, after: Any, path: str = "") -> list[str]:
    if before is None and isinstance(after, list | dict):
        before = type(after)()
    if after is None and isinstance(before, list | dict):
        after = type(before)()
    if isinstance(before, dict) and isinstance(after, dict):
        found: list[str] = []
        for key in sorted(set(before) | set(after), key=str):
            if key in IGNORED:
                continue
            found += differences(before.get(key), after.get(key), f"{path} > {key}" if path else str(key))
        return found
    if isinstance(before, list) and isinstance(after, list):
        named_before = {_entry_name(i): i for i in before}
        named_after = {_entry_name(i): i for i in after}
        if None in named_before or None in named_after:
            return [] if before == after else [f"{path}: {before} → {after}"]
        found = [f"{path}: - {name}" for name in named_before if name not in named_after]
        found += [f"{path}: + {name}" for name in named_after if name not in named_before]
        for name in named_before:
            if name in named_after:
                old, new = _normalise(named_before[name]), _normalise(named_after[name])
                if isinstance(old, dict) and isinstance(new, dict):
                    found += differences(old, new, f"{path} > {name}")
        if not found and [_entry_name(i) for i in before] != [_entry_name(i) for i in after]:
            found.append(f"{path}: the order changed")
        return found
    if before != after:
        return [f"{path}: {before} → {after}"]
    return []
