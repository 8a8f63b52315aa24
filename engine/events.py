"""Game events and the windows that answer them (rules digest §8.2, §12).

Game actions record events as they happen (`Game.emit`). At the end of each step the
engine resolves the queue in order: first the traits that listen to each event
(mandatory, first player's cards first), then a react window in which players are
asked in player order, the order rotating after each react, until all pass.
Event names are those of the Doomtown online engine (`onDudeMoved`, ...).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(eq=False)
class Event:
    """An event that happened: its name and parameters (`event.card`, `event.player`)."""

    name: str
    params: dict[str, Any] = field(default_factory=dict)
    #: For an event announced before it happens (`engine.replacements.would`): what
    #: happens instead, if an effect replaced it ("send that dude home booted instead").
    instead: str | None = None
    #: Whose effect replaced it: what happens instead is that player's effect.
    replaced_by: Any = None

    def replace(self, instead: str, by: Any = None) -> None:
        """A "would" effect: `instead` happens rather than what the event announced, as
        the effect of `by` (a Player) when it does something itself ("send home")."""
        self.instead = instead
        self.replaced_by = by

    def __getattr__(self, key: str) -> Any:
        try:
            return self.params[key]
        except KeyError:
            raise AttributeError(f"event {self.name} has no parameter {key!r}") from None

    def get(self, key: str, default: Any = None) -> Any:
        return self.params.get(key, default)
