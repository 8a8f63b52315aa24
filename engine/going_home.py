"""Going home booted, and what may happen instead (rules digest §5.1, §5.9, §6.6, §8.2).

Three rules send a dude home booted: refusing a call out (§5.1), fleeing at Run or Gun —
the "Flight or Fight" step (§5.9) — and the leader's posse going home after a job (§6.6).
Each is announced first as `onDudeWouldGoHomeBooted` (`card`, `why`, and the `job` after a
job), so a card printed "When this dude would go home booted for refusing a callout, they
don't boot and stay at their location instead" (Cloak) or "... instead move that dude
booted to another in-town deed you own" (Any Port in a Storm) may replace it: its react
does what it prints and calls `event.replace(INSTEAD)`, and the dude does not go home.

Going home is the rules' step, not a card effect, so the usual protections against other
players' card effects do not keep the dude where he is; what replaces it is the replacing
card's effect (`engine.replacements`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.flow import Flow
from engine.replacements import NOTHING, would

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card

#: `why` a dude goes home booted, as the event says it.
REFUSED_CALL_OUT = "refused a call out"
FLED = "fled"
AFTER_JOB = "after a job"

#: What a react sets with `event.replace(...)`: the going home does not happen (the react
#: has done what happens instead).
INSTEAD = NOTHING


def go_home_booted(game: Game, dude: Card, why: str, **params: Any) -> Flow:
    """Announce that `dude` would go home booted (`why`); unless a react replaces it, send
    him home booted (`actions.send_home`, whose own restrictions still apply). Returns
    False when a react replaced it, so the caller does not report him going home."""
    event = yield from would(game, "onDudeWouldGoHomeBooted", card=dude, why=why, **params)
    if event.instead is not None:
        game.trace("going_home.instead")
        return False
    if dude.in_play:
        game.actions.send_home(dude, booted=True)
    return True
