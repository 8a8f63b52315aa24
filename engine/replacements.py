"""Replacement effects: "when X would happen ... instead" (rules digest §8.2).

Most reacts answer an event after it happened. A few change the event itself: "React:
When a dude is discarded as a casualty, ... send that dude home booted instead" (Arnold
McCadish), "When this dude would be moved or booted by another player's ability, they do
not move or boot" (Yagn's Mechanical Skeleton), "when another dude ... would be aced at
any time, ... send that dude home booted instead" (Lay On Hands). The engine announces
such an event before doing it; its traits and reacts resolve at once (ahead of any queued
event, since they must act before it happens), and any of them may `event.replace(...)`
it. Then what the event says happens: what was announced, or what replaced it.

Two ways to announce:

* a procedure that may stop to ask (a casualty being taken) calls `would(...)` and does
  what the returned event says;
* a game action, which changes the board at once and cannot stop to ask (`actions.boot`,
  `move_dude`, `send_home`, `ace`), calls `announce(...)`. When no card could replace the
  event it happens at once, as it always did. When one could, it is held: the action
  happens (or its replacement does) as soon as the handler that caused it finishes, or
  stops to ask something, before anything else resolves (`resolve_pending`). Within that
  handler's own lines the held action has not happened yet — the one reading chosen here,
  since a handler's step cannot pause halfway.

"By another player's ability" (Yagn's) needs to know whose ability does it: the player
whose card effect is resolving (`acting_player`, `engine.card_effects.as_card_effect`), None
for the rules' own steps (a posse forming, casualties taken, Nightfall). A replacement that does something itself (send
home) does it as the replacing player's effect, so it may meet another replacement
(Yagn's stopping Lay On Hands' "send home booted"); each held event is resolved once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.card_effects import acting, effect_player
from engine.events import Event
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Player

#: A replacement that makes the event simply not happen ("they do not move or boot").
NOTHING = "nothing"
#: A replacement that sends the dude home booted instead (Lay On Hands, Arnold McCadish).
SEND_HOME = "send home"


def would(game: Game, name: str, **params: Any) -> Flow:
    """Announce that `name` is about to happen and resolve its traits and reacts now;
    returns the Event, whose `instead` is what happens instead (None: as announced)."""
    from engine.reactions import resolve_event

    event = Event(name, params)
    game.trace_item("event", name)
    yield from resolve_event(game, event)
    return event


@dataclass
class Held:
    """An announced game action waiting for its replacements: what it does, and what each
    replacement a card may choose does instead (`NOTHING` needs no entry)."""

    event: Event
    happen: Callable[[], None]
    alternatives: dict[str, Callable[[], object]] = field(default_factory=dict)


def acting_player(game: Game) -> Player | None:
    """Whose card effect is resolving now (`engine.card_effects`), None for the rules' own
    steps (casualties, a posse forming)."""
    return effect_player(game)


def announce(
    game: Game,
    name: str,
    happen: Callable[[], None],
    alternatives: dict[str, Callable[[], object]] | None = None,
    **params: Any,
) -> None:
    """A game action that a replacement might change: it happens now unless some card
    could replace it, else it is held until the running handler finishes or asks."""
    from engine.reactions import may_be_replaced

    event = Event(name, {**params, "by": acting_player(game)})
    if not may_be_replaced(game, event):
        happen()
        return
    game.trace("replacement.held")
    game.pending_would.append(Held(event, happen, alternatives or {}))


def resolve_pending(game: Game) -> Flow:
    """Resolve the held events in the order they were announced: their traits and reacts,
    then what was announced or what replaced it (a replacement's own action may be held
    in turn and is resolved here too)."""
    from engine.reactions import resolve_event

    while game.pending_would:
        held = game.pending_would.pop(0)
        event = held.event
        game.trace_item("event", event.name)
        yield from resolve_event(game, event)
        if event.instead is None or event.get("unpreventable"):
            held.happen()  # an action printed "cannot be prevented" is replaced by nothing
        elif event.instead != NOTHING:
            game.trace("replacement.instead")
            with acting(game, event.replaced_by):
                held.alternatives[event.instead]()
        else:
            game.trace("replacement.instead")
        yield from game.resolve_events()
