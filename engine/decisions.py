"""Decisions: how the engine asks a player to choose (contract C1).

The engine runs until a player must choose, then `game.pending` holds a `Decision`:
who decides, a prompt naming what to select ("Select a dude"), and the legal options.
Tests, Gherkin steps, random agents and the fuzzer all answer through
`game.decide(player, option_id)`. An answer that is not a legal option raises
`IllegalPlay` naming the rule that forbids it, and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

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


class IllegalPlay(Exception):
    """An answer the rules forbid. The game state is exactly as it was before."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.message())
        self.refusal = refusal

    @property
    def rule(self) -> Rule:
        return self.refusal.rule


@dataclass(slots=True)
class Decision:
    """A choice the engine waits on.

    `explain` turns an option id that is not on the list into the refusal that names
    the rule forbidding it; without it the refusal just lists the legal options.
    """

    player: int
    prompt: str
    options: list[Option]
    kind: str = "choice"
    explain: Callable[[str], Refusal | None] | None = field(default=None, repr=False)

    def option(self, option_id: str) -> Option | None:
        for option in self.options:
            if option.id == option_id:
                return option
        return None

    def ids(self) -> list[str]:
        return [option.id for option in self.options]
