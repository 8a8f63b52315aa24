"""Every announcement of one event carries the same parameters (§12 of the rules digest
lists each event's payload). A reaction reads its event's parameters by name, so an event
announced from two places with different parameters breaks the reaction that reads the one
the other place left out: the fuzzer found a dude changing sides announced joining a posse
without `by_card_effect`, which Stone's Colt Dragoons reads."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def emit_sites() -> dict[str, list[tuple[frozenset[str], str]]]:
    """Each event name the engine and the card scripts emit with a literal name, and the
    keyword parameters of each call (a call passing `**params` is left out)."""
    sites: dict[str, list[tuple[frozenset[str], str]]] = defaultdict(list)
    for folder in ("engine", "cards"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not (
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "emit"
                    and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)
                ):
                    continue
                if any(keyword.arg is None for keyword in node.keywords):
                    continue
                names = frozenset(str(keyword.arg) for keyword in node.keywords)
                sites[node.args[0].value].append((names, f"{path.relative_to(ROOT)}:{node.lineno}"))
    return sites


def test_the_scan_finds_the_engines_announcements() -> None:
    sites = emit_sites()
    assert len(sites["onDudeJoinedPosse"]) >= 2 and len(sites["onGhostRockTransferred"]) >= 4


def test_each_event_is_announced_with_the_same_parameters_everywhere() -> None:
    differing = {
        name: sorted((sorted(keys), where) for keys, where in found)
        for name, found in emit_sites().items()
        if len({keys for keys, _where in found}) > 1
    }
    assert differing == {}, "give every announcement of an event the same parameters (None where none)"
