"""Call outs started by an ability (digest §5.1): "Clyde calls out a dude at his location",
"Call out a dude at this deed. If Sanford is wanted, the call-out cannot be refused".

The ability says who calls out, so the caller need not be unbooted (a "Boot:" cost boots
it first); the callee must still be an opposing dude at the caller's location who may be
called out (not at its own home, not under "cannot be called out").
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from engine.abilities import Context
from engine.ability_costs import play_type_of
from engine.callout import call_out, callable_there_refusal, callee_refusal
from engine.card_effects import acting, as_rules
from engine.dsl.base import ScriptBase
from engine.flow import Flow
from engine.zones import Zone

if TYPE_CHECKING:
    from collections.abc import Callable

    Handler = Callable[[Context], None]
    from engine.model import Card


class CallOuts(ScriptBase):
    """Call outs a card's ability starts, and who they may name."""

    def can_call_out(self, caller: Card, callee: Card, *, nearby: bool = False) -> bool:
        """Whether `caller` may call out `callee` through an ability (§5.1): an opposing dude
        at the caller's location who may be called out; `nearby` ("call out a nearby dude")
        also one at an adjacent location. A `Target` condition reads it."""
        return callee_refusal(self.game, caller.controller, caller, callee, nearby=nearby) is None

    def can_be_called_out(self, callee: Card) -> bool:
        """Whether a dude may be called out where it stands (not at its own home, not under
        "cannot be called out"), by a caller the ability brings there ("a Gunslinger token
        enters play at a wanted dude's location. The Gunslinger calls out that dude")."""
        return callee.in_play and callee.is_dude and callable_there_refusal(self.game, callee) is None

    def call_out(
        self,
        context: Context,
        caller: Card,
        callee: Card,
        *,
        refusable: bool = True,
        plays_first: bool = False,
        if_accepted: Handler | None = None,
        refusal_fee: int = 0,
        closed: bool = False,
        last_round: int | None = None,
    ) -> Flow:
        """ "<caller> calls out <callee>": the callee accepts (a shootout follows) or refuses
        (home booted) as in a High Noon call out; `refusable=False` is printed "cannot refuse".
        A callee at an adjacent location (`can_call_out(..., nearby=True)`) who accepts is
        met there: the caller boots and moves to him, and the shootout is at his location.
        `plays_first` is printed "If this results in a shootout, make a shootout play before
        the Dealer makes the first play": once the posses are formed, the ability's player
        makes one Shootout play (or passes), then plays start from the first player (§5.4).
        `if_accepted` (a method of the script taking the context) is printed "If accepted,
        ...": it runs, as the ability's card effect, once the call out is accepted, before
        the shootout, so its effects "for this shootout" last until the shootout ends.
        An action card that makes the call out has resolved once it is made: it goes to the
        discard pile before the shootout, which is no longer its text (Bounty Hunter).
        `refusal_fee` is printed "whose controller must pay you N additional ghost rock to
        refuse"; `closed` "No other dudes may join this shootout"; `last_round` "This
        shootout ends after one round" (Howling Howell Melton, `engine.callout.call_out`)."""
        source = context.source
        if source.type == "action" and source.zone is Zone.BEING_PLAYED:
            self.game.actions.discard(source)
        accepted = None if if_accepted is None else partial(self._if_accepted, if_accepted, context)
        # What follows the call out (a refusal's going home, the shootout) is the rules' doing.
        yield from as_rules(
            self.game,
            call_out(
                self.game,
                context.player,
                caller,
                callee,
                refusable=refusable,
                if_accepted=accepted,
                plays_first=plays_first,
                refusal_fee=refusal_fee,
                closed=closed,
                last_round=last_round,
            ),
        )

    def _if_accepted(self, handler: Handler, context: Context) -> None:
        """The "If accepted, ..." text, the ability's card effect amid the rules' call out."""
        with acting(self.game, context.player, play_type_of(context.ability)):
            handler(context)
