"""Calling out (rules digest §5.1): a High Noon action that may start a shootout."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.decisions import Decision, Option, Refusal
from engine.flow import Flow
from engine.going_home import REFUSED_CALL_OUT, go_home_booted
from engine.rules import rule
from engine.shootout import shootout

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

ACCEPT, REFUSE = "accept", "refuse"
#: The caller's flag of "That dude cannot make callouts" (Puttin' On Airs): he calls out
#: nobody, by the High Noon action or an ability that names him the caller.
CANNOT_CALL_OUT = "cannot make call outs"


def callout_refusal(game: Game, player: Player, caller: Card, callee: Card) -> Refusal | None:
    """Why `caller` may not call out `callee` (§5.1), or None."""
    if not caller.in_play or not caller.is_dude or caller.controller is not player:
        return Refusal(rule("callout.caller"), f"{caller.uid} is not {player.name}'s dude in play")
    if caller.booted:
        return Refusal(rule("callout.caller"), f"{caller.uid} is booted")
    return callee_refusal(game, player, caller, callee)


def callee_refusal(
    game: Game, player: Player, caller: Card, callee: Card, *, nearby: bool = False
) -> Refusal | None:
    """Why `callee` may not be called out by `caller` (§5.1), or None. A call out started by
    an ability ("Clyde calls out a dude at his location") checks only this: the ability, not
    the High Noon action, says who calls out, so the caller may be booted (by its cost).
    `nearby` is the Weird West Edition's "call out a nearby dude": the callee may also stand
    at a location adjacent to the caller's (§4.1)."""
    if game.effects.has_flag(caller, CANNOT_CALL_OUT):
        return Refusal(rule("callout.caller"), f"{caller.uid} cannot make call outs")
    if not callee.in_play or not callee.is_dude or callee.controller is player:
        return Refusal(rule("callout.callee"), f"{callee.uid} is not an opposing dude in play")
    if callee.location != caller.location and not (
        nearby
        and caller.location is not None
        and callee.location is not None
        and game.locations.nearby(caller.location, callee.location)
    ):
        where = "nearby" if nearby else f"at {caller.uid}'s location"
        return Refusal(rule("callout.callee"), f"{callee.uid} is not {where}")
    return callable_there_refusal(game, callee)


def callable_there_refusal(game: Game, callee: Card) -> Refusal | None:
    """Why nobody may call out `callee` where it stands (§5.1), or None: an effect forbids
    it, or it is at its own home. A caller brought in for the call out (a Gunslinger token
    entering play at the dude's location) checks this before it exists."""
    if game.effects.has_flag(callee, "cannot be called out"):
        return Refusal(rule("callout.callee"), f"{callee.uid} cannot be called out")
    at_home = callee.location == callee.controller.home.uid
    if at_home and not game.effects.has_flag(callee, "can be called out at home"):
        return Refusal(rule("callout.home"), f"{callee.uid} is at their own home")
    return None


def can_refuse(game: Game, callee: Card, caller: Card | None = None) -> bool:
    """Booted callees and those under a "cannot refuse" effect must accept (§5.1), and so
    must any callee of a caller under "its call outs cannot be refused" and a wanted callee
    of a caller under "wanted dudes cannot refuse its call outs", and a callee under "cannot
    refuse callouts from dudes without bounty" called out by a dude with no bounty, and a
    callee with less bounty than a caller under "dudes with less bounty than <him> cannot
    refuse his callouts" (Frank Bryant)."""
    if callee.booted or game.effects.has_flag(callee, "cannot refuse call outs"):
        return False
    if caller is None:
        return True
    if caller.bounty == 0 and game.effects.has_flag(callee, CANNOT_REFUSE_UNWANTED):
        return False
    if game.effects.has_flag(caller, CANNOT_BE_REFUSED):
        return False
    if callee.bounty < caller.bounty and game.effects.has_flag(caller, LESS_BOUNTY_CANNOT_REFUSE):
        return False
    return not (callee.bounty > 0 and game.effects.has_flag(caller, WANTED_CANNOT_REFUSE))


#: The caller's flag of "wanted dudes cannot refuse a call-out from this dude" (Tin Star).
WANTED_CANNOT_REFUSE = "wanted dudes cannot refuse its call outs"
#: The callee's flag of "they can refuse the callout without moving home booted" (Friends in
#: High Places): a refusal leaves them where they stand, unbooted.
REFUSES_WITHOUT_GOING_HOME = "refuses call outs without going home"
#: The caller's flag of "dudes may not refuse your call outs at <place>" (Black Hills Guardians).
CANNOT_BE_REFUSED = "its call outs cannot be refused"
#: The caller's flag of "Dudes with less bounty than Frank cannot refuse his callouts" (Frank
#: Bryant): the bounties are compared as the call out is made.
LESS_BOUNTY_CANNOT_REFUSE = "dudes with less bounty cannot refuse its call outs"
#: The callee's flag of "This dude cannot refuse callouts from dudes without bounty" (The
#: Bloody Star).
CANNOT_REFUSE_UNWANTED = "cannot refuse call outs from dudes without bounty"


def _why_must_accept(game: Game, callee: Card, caller: Card, refusable: bool) -> str:
    """The reason a callee may not refuse, in the order the rules check them."""
    if not refusable:
        return "cannot refuse this call out"
    if callee.booted:
        return "is booted"
    if game.effects.has_flag(callee, "cannot refuse call outs"):
        return "cannot refuse: a card effect forbids it"
    if caller.bounty == 0 and game.effects.has_flag(callee, CANNOT_REFUSE_UNWANTED):
        return f"cannot refuse a call out from {caller.uid}, who has no bounty"
    if game.effects.has_flag(caller, CANNOT_BE_REFUSED):
        return f"cannot refuse a call out from {caller.uid}"
    if callee.bounty < caller.bounty and game.effects.has_flag(caller, LESS_BOUNTY_CANNOT_REFUSE):
        return f"has less bounty than {caller.uid} and cannot refuse his call out"
    return f"is wanted and cannot refuse a call out from {caller.uid}"


def call_out(
    game: Game,
    player: Player,
    caller: Card,
    callee: Card,
    *,
    refusable: bool = True,
    if_accepted: Callable[[], None] | None = None,
    plays_first: bool = False,
    refusal_fee: int = 0,
    closed: bool = False,
    last_round: int | None = None,
) -> Flow:
    """`caller` calls out `callee` (§5.1): accepted, a shootout at the callee's location;
    refused, the callee runs home booted. A callee at another location (a nearby call out an
    ability allows) is met there: the caller boots and moves to him once he accepts (Bass
    Reeves: "if a call out is accepted by a dude at an adjacent location, boot Bass and move
    him to that location"); a refusal leaves the caller where he stands. `player` makes a
    Shootout play before the first play when `plays_first` (Culpability Scientizer).
    `if_accepted` is an ability's "If accepted, ..." text: it applies once the call out is
    accepted, before the posses form. `refusal_fee` is printed "whose controller must pay you
    N additional ghost rock to refuse" (Howling Howell Melton): the callee's controller pays
    it to `player` to refuse, and without it must accept. `closed` and `last_round` are the
    shootout's terms ("No other dudes may join this shootout. This shootout ends after one
    round", `Shootout.closed`, `Shootout.last_round`)."""
    game.trace("callout")
    # The caller's own player is named, who may not be the ability's (Frontier Feud: the
    # opponent's dude calls out yours).
    game.log.add("{0}'s {1} calls out {2}", caller.controller, caller, callee)
    game.emit("onDudeCalledOut", caller=caller, callee=callee)
    yield from game.resolve_events()
    opponent = callee.controller
    options = [Option(ACCEPT, "Accept")]
    affordable = opponent.ghost_rock >= refusal_fee
    if refusable and can_refuse(game, callee, caller) and affordable:
        options.append(Option(REFUSE, "Refuse"))

    def explain(who: int, answer: str) -> Refusal | None:
        if who == opponent.index and answer == REFUSE:
            if refusable and can_refuse(game, callee, caller):
                return Refusal(
                    rule("callout.refusal_fee"),
                    f"{opponent.name} cannot pay {refusal_fee} ghost rock to refuse the call out",
                )
            why = _why_must_accept(game, callee, caller, refusable)
            return Refusal(rule("callout.must_accept"), f"{callee.uid} {why}")
        return None

    answer = yield Decision(opponent.index, "Select an option", options, kind="call out", explain=explain)
    if answer == REFUSE:
        game.trace("callout.refuse")
        if refusal_fee > 0:
            game.trace("callout.refusal_fee")
            game.actions.pay_player(opponent, player, refusal_fee)
            game.log.add("{0} pays {1} {2} ghost rock to refuse", opponent, player, refusal_fee)
        if game.effects.has_flag(callee, REFUSES_WITHOUT_GOING_HOME):
            game.trace("callout.refuse.stays")
            game.log.add("{0} refuses: {1} stays where they are", opponent, callee)
        elif (yield from go_home_booted(game, callee, REFUSED_CALL_OUT)):
            game.log.add("{0} refuses: {1} runs home booted", opponent, callee)
        else:
            game.log.add("{0} refuses: {1} does not run home booted", opponent, callee)
        game.emit("onDudeRejectedCallOut", caller=caller, callee=callee)
        yield from game.resolve_events()
        return
    game.trace("callout.accept")
    game.log.add("{0} accepts: {1} faces {2}", opponent, callee, caller)
    game.emit("onDudeAcceptedCallOut", caller=caller, callee=callee)
    if if_accepted is not None:
        if_accepted()
    # "After a dude accepts a callout" reacts come before the posses form (Enrique Dos Santos).
    yield from game.resolve_events()
    location = callee.location
    assert location is not None
    if caller.location != location:
        game.trace("callout.nearby")
        game.actions.move_dude(caller, location, boot=True)
        game.log.add(
            "{0} boots {1} to move them to {2}", caller.controller, caller, game.locations.name(location)
        )
    yield from shootout(
        game,
        caller,
        callee,
        location=location,
        plays_first=player if plays_first else None,
        closed=closed,
        last_round=last_round,
    )


@dataclass
class CallOut:
    """The High Noon action "call out <callee> with <caller>"."""

    caller: Card
    callee: Card

    @property
    def id(self) -> str:
        return f"call out {self.callee.uid} with {self.caller.uid}"

    def check(self, game: Game, player: Player) -> Refusal | None:
        return callout_refusal(game, player, self.caller, self.callee)

    def perform(self, game: Game, player: Player) -> Flow:
        yield from call_out(game, player, self.caller, self.callee)
