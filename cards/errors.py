"""Lookup errors that tell the user what to type instead.

Both errors are ``LookupError``s so callers that only care about "not found" can catch
one base class, while the CLI can show ``suggestions`` / ``candidates`` as-is.
"""

from __future__ import annotations

from collections.abc import Sequence


class UnknownNameError(LookupError):
    """No card/deck has this name; ``suggestions`` holds close spellings (maybe none)."""

    kind = "name"

    def __init__(self, name: str, suggestions: Sequence[str] = ()) -> None:
        self.name = name
        self.suggestions = list(suggestions)
        message = f"Unknown {self.kind} {name!r}."
        if self.suggestions:
            message += f" Did you mean: {', '.join(self.suggestions)}?"
        super().__init__(message)


class UnknownCardError(UnknownNameError):
    """No card matches this code, title or "Title (Pack)" spelling."""

    kind = "card"


class UnknownDeckError(UnknownNameError):
    """No starter deck has this name or id."""

    kind = "starter deck"


class AmbiguousCardError(LookupError):
    """Several printings are equally good answers; ``candidates`` are unambiguous spellings."""

    def __init__(self, name: str, candidates: Sequence[str]) -> None:
        self.name = name
        self.candidates = list(candidates)
        super().__init__(f"Ambiguous card {name!r}: use one of {', '.join(self.candidates)}.")
