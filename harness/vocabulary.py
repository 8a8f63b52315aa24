"""The words each closed step parameter accepts (`{stat}`, `{state}`, `{place}`...).

Steps that read a parameter from a fixed list register that list here, from the same
mapping they check against; the step catalogue (docs/steps.md) prints it under every step
that uses the parameter. So a rules expert can see every word a step takes, and the list
they read is the list the step checks — it cannot drift. `gomorra lint` checks the same
parameters with the same checks, before any game runs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from difflib import get_close_matches

#: Parameter name (as written in step patterns, without braces) → accepted words.
VOCABULARY: dict[str, tuple[str, ...]] = {}
#: Parameter name → its check, for words that are more than a choice from the list
#: (a phase read in several spellings, a card state naming a location...).
CHECKS: dict[str, Callable[[str], object]] = {}


def accepts(parameter: str, words: Iterable[str], check: Callable[[str], object] | None = None) -> None:
    """Declare the words `{parameter}` accepts in every step that uses it; `check` reads one
    (raising ScenarioError) when a plain choice from the list is not enough."""
    VOCABULARY[parameter] = tuple(words)
    if check is not None:
        CHECKS[parameter] = check


def choose(parameter: str, text: str, what: str | None = None) -> str:
    """The accepted word `text` names (case aside); else a ScenarioError listing the words."""
    from harness.scenario import ScenarioError

    known = VOCABULARY[parameter]
    key = text.strip()
    lowered = {word.lower(): word for word in known}
    if key.lower() in lowered:
        return lowered[key.lower()]
    close = get_close_matches(key, list(known), n=1)
    hint = f" Did you mean '{close[0]}'?" if close else ""
    raise ScenarioError(f"Unknown {what or parameter} '{text}': use one of {', '.join(known)}.{hint}")


def check_word(parameter: str, text: str) -> None:
    """Raise the step's own ScenarioError if `text` is not a word `{parameter}` accepts."""
    if parameter in CHECKS:
        CHECKS[parameter](text)
    elif parameter in VOCABULARY:
        choose(parameter, text)
