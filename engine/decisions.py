"""Decisions: how the engine asks a player to choose (contract C1).

The engine runs until a player must choose, then `game.pending` holds a `Decision`:
who decides, a prompt naming what to select ("Select a dude"), and the legal options.
Tests, Gherkin steps, random agents and the fuzzer all answer through
`game.decide(player, option_id)`. An answer that is not a legal option raises
`IllegalPlay` naming the rule that forbids it, and changes nothing.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Protocol, overload

from engine.rules import Rule


@dataclass(frozen=True, slots=True)
class Option:
    """One legal answer: `id` is stable and readable ("move Sloane to Town Square")."""

    id: str
    label: str

    def __str__(self) -> str:
        return self.id


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a play is illegal: the rule that forbids it and the specific reason."""

    rule: Rule
    reason: str

    def message(self) -> str:
        return f"{self.reason} — {self.rule.cite()}"

    def __str__(self) -> str:
        """What a person reads: the reason and the rule, never the dataclass's repr."""
        return self.message()


class IllegalPlay(Exception):
    """An answer the rules forbid. The game state is exactly as it was before."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.message())
        self.refusal = refusal

    @property
    def rule(self) -> Rule:
        return self.refusal.rule


#: Why a play is illegal for a player (by index) right now, or None if this decision
#: has nothing specific to say about it.
Explain = Callable[[int, str], "Refusal | None"]
#: A multi-part answer ("redraw A + B") as the decision's own answers in order, or the
#: refusal of the whole play, or None if the answer is not a multi-part play of this kind.
Expand = Callable[[str], "list[str] | Refusal | None"]

#: Separates the parts of a multi-part answer: "redraw Sloane + Jake Smiley". No card
#: title contains it (a test checks the card database).
PART = " + "


class Segment(Protocol):
    """A run of options whose ids all start with one of `prefixes`, worked out when first
    read."""

    @property
    def prefixes(self) -> tuple[str, ...]: ...

    def __len__(self) -> int: ...

    def __getitem__(self, index: int) -> Option: ...

    def find(self, option_id: str) -> Option | None: ...

    def options(self) -> list[Option]:
        """Every option of the segment, in order."""
        ...


class Options(Sequence[Option]):
    """A decision's options as consecutive segments, each listed only when read.

    It reads like the list of every option in order — `len`, indexing, iteration — so
    `random.Random.choice` picks the same option from it as from the list; `find` and
    `matching` read only the segments whose prefix can hold the ids asked for."""

    __slots__ = ("_size", "segments")

    def __init__(self, segments: Sequence[Segment]) -> None:
        self.segments = tuple(segments)
        self._size: int | None = None

    def __len__(self) -> int:
        if self._size is None:  # a segment, once worked out, never changes
            size = 0
            for segment in self.segments:
                size += len(segment)
            self._size = size
        return self._size

    @overload
    def __getitem__(self, index: int) -> Option: ...

    @overload
    def __getitem__(self, index: slice) -> list[Option]: ...

    def __getitem__(self, index: int | slice) -> Option | list[Option]:
        if isinstance(index, slice):
            return list(self)[index]
        if index < 0:
            index += len(self)
        if index >= 0:
            for segment in self.segments:
                size = len(segment)
                if index < size:
                    return segment[index]
                index -= size
        raise IndexError("option index out of range")

    def __iter__(self) -> Iterator[Option]:
        for segment in self.segments:
            yield from segment.options()

    def find(self, option_id: str) -> Option | None:
        for segment in self.segments:
            if option_id.startswith(segment.prefixes):
                found = segment.find(option_id)
                if found is not None:
                    return found
        return None

    def matching(self, prefixes: tuple[str, ...]) -> list[Option]:
        """The options whose ids start with one of `prefixes`, in order."""
        found: list[Option] = []
        for segment in self.segments:
            if _may_hold(segment.prefixes, prefixes):
                found += [o for o in segment.options() if o.id.startswith(prefixes)]
        return found


@functools.cache
def _may_hold(held: tuple[str, ...], asked: tuple[str, ...]) -> bool:
    """Whether ids that start with one of `held` may start with one of `asked` (asked
    of the same few prefixes at every decision, so remembered)."""
    return any(a.startswith(h) or h.startswith(a) for a in asked for h in held)


@dataclass(slots=True)
class Decision:
    """A choice the engine waits on.

    `explain(player, answer)` says why an answer that is not on the list — from the
    deciding player or the one waiting — is illegal, naming the rule (C1, why-not);
    `engine.why_not` falls back on the rule of whose turn it is, or on the legal options.
    `expand` turns a multi-part answer into this decision's own answers, or refuses it
    whole, so a play such as "cover the casualties with A and B" is one answer.
    """

    player: int
    prompt: str
    options: Sequence[Option]
    kind: str = "choice"
    explain: Explain | None = field(default=None, repr=False)
    expand: Expand | None = field(default=None, repr=False)

    def option(self, option_id: str) -> Option | None:
        if isinstance(self.options, Options):
            return self.options.find(option_id)
        for option in self.options:
            if option.id == option_id:
                return option
        return None

    def ids(self) -> list[str]:
        return [option.id for option in self.options]

    def matching(self, *prefixes: str) -> list[Option]:
        """The options whose ids start with one of `prefixes` ("shop ", "move "), in order:
        an agent asking for one kind of answer does not make the others be worked out."""
        if isinstance(self.options, Options):
            return self.options.matching(prefixes)
        return [option for option in self.options if option.id.startswith(prefixes)]
