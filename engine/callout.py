"""Calling out (rules digest §5.1): a High Noon action that may start a shootout."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.decisions import Decision, Option, Refusal
from engine.flow import Flow
from engine.rules import rule
from engine.shootout import shootout

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

ACCEPT, REFUSE = "accept", "refuse"


def callout_refusal(game: Game, player: Player, caller: Card, callee: Card) -> Refusal | None:
    """Why `caller` may not call out `callee` (§5.1), or None."""
    if not caller.in_play or not caller.is_dude or caller.controller is not player:
        return Refusal(rule("callout.caller"), f"{caller.uid} is not {player.name}'s dude in play")
    if caller.booted:
        return Refusal(rule("callout.caller"), f"{caller.uid} is booted")
    if not callee.in_play or not callee.is_dude or callee.controller is player:
        return Refusal(rule("callout.callee"), f"{callee.uid} is not an opposing dude in play")
    if callee.location != caller.location:
        return Refusal(rule("callout.callee"), f"{callee.uid} is not at {caller.uid}'s location")
    if game.effects.has_flag(callee, "cannot be called out"):
        return Refusal(rule("callout.callee"), f"{callee.uid} cannot be called out")
    at_home = callee.location == callee.controller.home.uid
    if at_home and not game.effects.has_flag(callee, "can be called out at home"):
        return Refusal(rule("callout.home"), f"{callee.uid} is at their own home")
    return None


def can_refuse(game: Game, callee: Card) -> bool:
    """Booted callees and those under a "cannot refuse" effect must accept (§5.1)."""
    return not callee.booted and not game.effects.has_flag(callee, "cannot refuse call outs")


def call_out(game: Game, player: Player, caller: Card, callee: Card, *, refusable: bool = True) -> Flow:
    game.trace("callout")
    game.log.add("{0}'s {1} calls out {2}", player, caller, callee)
    game.emit("onDudeCalledOut", caller=caller, callee=callee)
    yield from game.resolve_events()
    opponent = callee.controller
    options = [Option(ACCEPT, "Accept")]
    if refusable and can_refuse(game, callee):
        options.append(Option(REFUSE, "Refuse"))

    def explain(who: int, answer: str) -> Refusal | None:
        if who == opponent.index and answer == REFUSE:
            why = "is booted" if callee.booted else "cannot refuse: a card effect forbids it"
            if not refusable:
                why = "cannot refuse this call out"
            return Refusal(rule("callout.must_accept"), f"{callee.uid} {why}")
        return None

    answer = yield Decision(opponent.index, "Select an option", options, kind="call out", explain=explain)
    if answer == REFUSE:
        game.trace("callout.refuse")
        game.actions.send_home(callee, booted=True)
        game.log.add("{0} refuses: {1} runs home booted", opponent, callee)
        game.emit("onDudeRejectedCallOut", caller=caller, callee=callee)
        yield from game.resolve_events()
        return
    game.trace("callout.accept")
    game.log.add("{0} accepts: {1} faces {2}", opponent, callee, caller)
    game.emit("onDudeAcceptedCallOut", caller=caller, callee=callee)
    location = caller.location
    assert location is not None
    yield from shootout(game, caller, callee, location=location)


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
