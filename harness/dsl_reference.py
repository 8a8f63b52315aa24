"""The card DSL reference (`docs/dsl.md`), generated from the code a contributor calls.

Every declaration, effect, cost, target field, game action and event is listed with its
signature, the first paragraph of its docstring and one real statement that uses it,
taken from the bundled card scripts (file). Generated, and kept current by a test, so the
reference cannot describe a DSL that no longer exists, and its examples are code CI runs.
"""

from __future__ import annotations

import dataclasses
import inspect
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import cards
import engine
from engine.abilities import Target
from engine.actions import Actions
from engine.dsl import CostCatalogue, EffectCatalogue
from engine.dsl.base import ScriptBase
from engine.dsl.callouts import CallOuts
from engine.dsl.choices import Choices
from engine.dsl.decks import Decks
from engine.dsl.declarations import Declarations
from engine.dsl.lasting import LastingEffects
from engine.dsl.playing import Playing
from engine.dsl.posses import Posses
from engine.dsl.pulls import Pulls
from engine.dsl.triggers import Triggers

#: The card-script folders examples are taken from, and the engine that emits events.
SCRIPTS = Path(cards.__file__).parent
ENGINE = Path(engine.__file__).parent


def _summary(function: Any) -> str:
    paragraph = (inspect.getdoc(function) or "").split("\n\n")[0]
    return " ".join(paragraph.split()) or "(no docstring yet)"


def _signature(function: Callable[..., Any]) -> str:
    parameters = [
        p for name, p in inspect.signature(function).parameters.items() if name not in ("self", "cls")
    ]
    shown: list[str] = []
    for parameter in parameters:
        text = parameter.name
        if parameter.kind is inspect.Parameter.KEYWORD_ONLY and not any(s.startswith("*") for s in shown):
            shown.append("*")
        if parameter.default is not inspect.Parameter.empty:
            text += "=" + ("..." if callable(parameter.default) else repr(parameter.default))
        shown.append(text)
    return f"({', '.join(shown)})"


def _script_files() -> list[tuple[str, list[str]]]:
    """(path, lines) of every bundled card script, in path order."""
    found = []
    for path in sorted(SCRIPTS.rglob("*.py")):
        if path.name == "__init__.py" or path.parent == SCRIPTS:
            continue
        found.append(
            (path.relative_to(SCRIPTS.parent).as_posix(), path.read_text(encoding="utf-8").splitlines())
        )
    return found


def _statement(lines: list[str], start: int) -> str:
    """The statement starting at `lines[start]`, joined onto one line (brackets balanced)."""
    text, depth = "", 0
    for line in lines[start : start + 12]:
        stripped = line.split("  #")[0].strip()
        text += ("" if text.endswith(("(", "[", "{")) or not text else " ") + stripped
        depth += sum(stripped.count(c) for c in "([{") - sum(stripped.count(c) for c in ")]}")
        if depth <= 0:
            break
    text = re.sub(r",\s*([)\]}])", r"\1", text)
    return text if len(text) <= 200 else text[:197] + "..."


def _example(pattern: str, files: list[tuple[str, list[str]]]) -> str:
    """The first card-script statement matching `pattern`, as `code` (file:line)."""
    compiled = re.compile(pattern)
    for path, lines in files:
        for index, line in enumerate(lines):
            if compiled.search(line) and not line.lstrip().startswith(("#", "def ", "class ")):
                return f"`{_statement(lines, index)}` ({path})"
    return "(no card script uses it yet)"


def _event_use(name: str, files: list[tuple[str, list[str]]]) -> str:
    """A script that reacts to the event, or else where the engine emits it."""
    used = _example(_quoted(name), files)
    if not used.startswith("(no"):
        return f"e.g. {used}"
    for path in sorted(ENGINE.rglob("*.py")):
        if f'"{name}"' in path.read_text(encoding="utf-8"):
            return f"emitted in {path.relative_to(ENGINE.parent).as_posix()}; no card reacts to it yet"
    return "no card reacts to it yet"


def _quoted(name: str) -> str:
    return '"' + re.escape(name) + '"'


def _call(name: str) -> str:
    return rf"\.{re.escape(name)}\("


def _public(owner: type, names: list[str] | None = None) -> Iterator[tuple[str, Any]]:
    for name, value in vars(owner).items():
        if name.startswith("_") or (names is not None and name not in names):
            continue
        function = value.__func__ if isinstance(value, (staticmethod, classmethod)) else value
        function = function.fget if isinstance(function, property) else function
        if callable(function):
            yield name, function


def _section(title: str, intro: str, entries: list[str]) -> list[str]:
    return [f"## {title}", "", intro, "", *entries, ""]


def _script_entry(owner: type, name: str, function: Any, files: list[tuple[str, list[str]]]) -> str:
    """One `self.` entry: a method with its signature, a property without one."""
    if isinstance(vars(owner)[name], property):
        used = _example(r"self\." + re.escape(name) + r"\b", files)
        return f"- `self.{name}` — {_summary(function)}\n  - e.g. {used}"
    used = _example(_call(name), files)
    return f"- `self.{name}{_signature(function)}` — {_summary(function)}\n  - e.g. {used}"


#: The parts of a card script (`self.` in a script), one module of `engine/dsl/` each.
_SCRIPT_PARTS: list[tuple[type, str, str]] = [
    (
        Declarations,
        "Declarations (`engine/dsl/declarations.py`)",
        "Called in `setup_abilities` to declare what the card prints.",
    ),
    (
        Triggers,
        "Triggers (`engine/dsl/triggers.py`)",
        "Reactions and triggered traits, named by the event they answer.",
    ),
    (
        LastingEffects,
        "Lasting effects (`engine/dsl/lasting.py`)",
        "Applied in handlers; each says how long it lasts.",
    ),
    (
        Choices,
        "Choices (`engine/dsl/choices.py`)",
        "Asked inside handlers with `yield from`; each returns the answer.",
    ),
    (
        Pulls,
        "Pulls (`engine/dsl/pulls.py`)",
        'A pull inside an ability ("Shootout, Pull:"), made with `yield from`; returns the `Pull`.',
    ),
    (
        Posses,
        "Posses (`engine/dsl/posses.py`)",
        "Moving dudes into (and out of) a shootout's posses by card effects.",
    ),
    (
        Playing,
        "Playing cards through abilities (`engine/dsl/playing.py`)",
        "Inside handlers: put a card into play on the ability's terms (reductions, as shoppin').",
    ),
    (
        CallOuts,
        "Call outs (`engine/dsl/callouts.py`)",
        "Call outs an ability starts (`yield from self.call_out(...)`), and who they may name.",
    ),
    (
        Decks,
        "Looking into a deck (`engine/dsl/decks.py`)",
        'Inside handlers: "look at the top N cards of your deck", then act on some of them.',
    ),
    (ScriptBase, "What the text talks about (`engine/dsl/base.py`)", "Read-only nouns of the printed text."),
]


def render() -> str:
    """The whole reference as Markdown."""
    files = _script_files()
    out = [
        "# The card DSL reference",
        "",
        "Generated by `gomorra dsl` from the `engine/dsl/` package, `engine/abilities.py` and",
        "`engine/actions.py` (with `engine/actions_*.py`, one a rules subsection); a test keeps it current. Each entry gives the call, what it is",
        "for (its docstring) and a line of a bundled card script that uses it. How to write",
        "and prove a card: [contributing-cards.md](contributing-cards.md).",
        "",
    ]
    for owner, title, intro in _SCRIPT_PARTS:
        out += _section(
            title,
            intro,
            [_script_entry(owner, name, function, files) for name, function in _public(owner)],
        )
    out += _section(
        "Effects (`ability.effects.`)",
        "What an effect does to the cards (or players) it applies to; pass them to a declaration.",
        [
            f"- `{name}{_signature(function)}` — {_summary(function)}\n"
            f"  - e.g. {_example(_call(name), files)}"
            for name, function in _public(EffectCatalogue)
        ],
    )
    out += _section(
        "Costs (`ability.costs.`)",
        "Paid before the ability resolves; an ability whose cost cannot be paid is not offered.",
        [
            f"- `{name}{_signature(function)}` — {_summary(function)}\n"
            f"  - e.g. {_example(_call(name), files)}"
            for name, function in _public(CostCatalogue)
        ],
    )
    out += _section(
        "Targets (`Target(...)`)",
        _summary(Target),
        [
            f"- `{field.name}` (default `{field.default!r}`)"
            if field.default is not dataclasses.MISSING
            else f"- `{field.name}`"
            for field in dataclasses.fields(Target)
        ]
        + ["  - e.g. " + _example(r"\bTarget\(", files)],
    )
    out += _section(
        "Game actions (`self.game.actions.`)",
        _summary(Actions) if Actions.__doc__ else "The only way a handler changes the game state.",
        [
            f"- `{name}{_signature(function)}` — {_summary(function)}\n"
            f"  - e.g. {_example(_call(name), files)}"
            for owner in Actions.__mro__[:-1]
            for name, function in _public(owner)
        ],
    )
    from harness.rules_coverage.denominators import event_types

    out += _section(
        "Events (`when={...}` of a reaction)",
        "The events the engine and the scripts emit; a reaction names one and a test of it.",
        [f"- `{name}` — {_event_use(name, files)}" for name in event_types()],
    )
    return "\n".join(out)
