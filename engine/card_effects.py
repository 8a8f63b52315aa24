"""Whose card effect is resolving (§8.1, §8.3): "other players' card effects cannot boot
them or send them home booted" (Strength of the Ancestors).

A card's handler (an action's, a react's, a spell's or technique's success text, a job's
texts) runs as its player's card effect: `as_card_effect` notes that player while it runs,
and `Actions.boot` / `Actions.send_home` read it. What the rules do on their own — a
dude booting to join a posse or lead a job, a refused call out, fleeing, a job's posse
going home — is no card effect, even when an ability started it (a call out it makes, a
play it grants): `as_rules` marks that stretch.

The protections are flags on the dude, relative to its controller: they hold against
every other player's card effects, never against the controller's own, nor the rules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.flow import Flow, run_handler

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

#: Printed "other players' card effects cannot boot them".
NOT_BOOTED_BY_OPPONENTS = "cannot be booted by other players' card effects"
#: Printed "other players' card effects cannot ... send them home booted".
NOT_SENT_HOME_BY_OPPONENTS = "cannot be sent home booted by other players' card effects"
FLAGS = (NOT_BOOTED_BY_OPPONENTS, NOT_SENT_HOME_BY_OPPONENTS)


def as_card_effect(game: Game, player: Player, handler: Callable[..., Any], *args: Any) -> Flow:
    """Run a card handler (`handler(*args)`, a generator or not) as `player`'s card effect."""
    game.effect_players.append(player)
    try:
        return (yield from run_handler(handler(*args)))
    finally:
        game.effect_players.pop()


def as_rules(game: Game, flow: Flow) -> Flow:
    """Run `flow` as the rules' doing, though a card's handler started it."""
    game.effect_players.append(None)
    try:
        return (yield from flow)
    finally:
        game.effect_players.pop()


def opposing_effect_player(game: Game, card: Card) -> Player | None:
    """The player whose card effect is resolving, if that is another player than `card`'s
    controller; None for the controller's own effects and the rules."""
    player = game.effect_players[-1] if game.effect_players else None
    return player if player is not None and player is not card.controller else None


def protected_from(game: Game, card: Card, flag: str) -> Player | None:
    """The other player whose card effect `flag` keeps from `card` now (None: no protection)."""
    player = opposing_effect_player(game, card)
    if player is not None and game.effects.has_flag(card, flag):
        game.trace("effects.other_players")
        return player
    return None
