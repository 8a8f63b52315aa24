"""Replacement effects: "when X would happen ... instead" (rules digest §8.2).

Most reacts answer an event after it happened. A few change the event itself: "React:
When a dude is discarded as a casualty, ... send that dude home booted instead" (Arnold
McCadish). The engine announces such an event with `would(...)` before doing it; its
traits and reacts resolve at once (ahead of any queued event, since they must act before
it happens), and any of them may `event.replace(...)` it. The caller then does what the
returned event says: `event.instead`, or what it announced when nothing replaced it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.events import Event
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.game import Game


def would(game: Game, name: str, **params: Any) -> Flow:
    """Announce that `name` is about to happen and resolve its traits and reacts now;
    returns the Event, whose `instead` is what happens instead (None: as announced)."""
    from engine.reactions import resolve_event

    event = Event(name, params)
    game.trace_item("event", name)
    yield from resolve_event(game, event)
    return event
