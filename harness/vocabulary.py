"""The words each closed step parameter accepts (`{stat}`, `{state}`, `{place}`...).

Steps that read a parameter from a fixed list register that list here, from the same
mapping they check against; the step catalogue (docs/steps.md) prints it under every step
that uses the parameter. So a rules expert can see every word a step takes, and the list
they read is the list the step checks — it cannot drift.
"""

from __future__ import annotations

from collections.abc import Iterable

#: Parameter name (as written in step patterns, without braces) → accepted words.
VOCABULARY: dict[str, tuple[str, ...]] = {}


def accepts(parameter: str, words: Iterable[str]) -> None:
    """Declare the words `{parameter}` accepts in every step that uses it."""
    VOCABULARY[parameter] = tuple(words)
