"""Whose card effect is resolving (§8.1, §8.3), and of which play type.

A card's handler (an action's, a react's, a spell's or technique's success text, a job's
texts) runs as its player's card effect: `as_card_effect` notes that player and the
ability's play type while it runs (`game.card_effects`, innermost last). What reads it:

* "other players' card effects cannot boot them or send them home booted" (Strength of
  the Ancestors): `Actions.send_home` via `protected_from`, and the restriction flags
  "cannot be booted / moved / discarded / aced by ..." (`engine.restrictions`);
* "except for Cheatin' Resolutions, player's card effects cannot ace or discard dudes owned
  by another player" (Shield of Faith): `engine.protection.spared`, which needs the play type;
* "when this dude would be moved or booted by another player's ability" (Yagn's Mechanical
  Skeleton): `engine.replacements.acting_player`.
* "Shootout plays cannot send dudes home booted ... or bring dudes into either posse"
  (Scoop Hound): `engine.posse_holds`, which needs the play type.

What the rules do on their own — a dude booting to join a posse or lead a job, a refused
call out, fleeing, a job's posse going home, a shootout's casualties — is no card effect,
even when an ability started it (a call out it makes, a play it grants): `as_rules` marks
that stretch.

Game actions a handler announced and held for a replacement (`engine.replacements`)
resolve before the handler asks anything and once it is done.

The protections are flags on the dude, relative to its controller: they hold against
every other player's card effects, never against the controller's own, nor the rules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.flow import Flow, follow_card_effect

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

#: Printed "other players' card effects cannot boot them" is a restriction flag
#: (`engine.restrictions`, `cannot be booted by other players' card effects`).
#: Printed "other players' card effects cannot ... send them home booted".
NOT_SENT_HOME_BY_OPPONENTS = "cannot be sent home booted by other players' card effects"
FLAGS = (NOT_SENT_HOME_BY_OPPONENTS,)

#: The play type of the rules' own steps.
RULES = "rules"


@dataclass(frozen=True)
class CardEffect:
    """Whose card effect is resolving, and of which play type ("react" for a React,
    "trait" for a trait); `player` None is the rules themselves."""

    player: Player | None
    play_type: str
    #: The card whose ability this is (None for the rules and where no caller names it):
    #: "after another Miracle boots your dude" (Babble On) reads it from `onCardBooted`.
    source: Card | None = None
    #: A job's text resolving (its mark's, success or failure text, §6): what "except from
    #: jobs" reads (Agent Provocateur, `engine.restrictions.control_point_refused`).
    from_job: bool = False


def as_card_effect(
    game: Game,
    player: Player | None,
    play_type: str,
    handler: Callable[..., Any],
    *args: Any,
    from_job: bool = False,
    source: Card | None = None,
) -> Flow:
    """Run a card handler (`handler(*args)`, a generator or not) as `player`'s card effect
    of `play_type` (`from_job`: a job's text) of the card `source`; then resolve the game
    actions it held for a replacement."""
    from engine.replacements import resolve_pending

    game.card_effects.append(CardEffect(player, play_type, source=source, from_job=from_job))
    try:
        value = yield from follow_card_effect(game, handler(*args))
    finally:
        game.card_effects.pop()
    yield from resolve_pending(game)
    return value


def as_rules(game: Game, flow: Flow) -> Flow:
    """Run `flow` as the rules' doing, though a card's handler started it."""
    game.card_effects.append(CardEffect(None, RULES))
    try:
        return (yield from flow)
    finally:
        game.card_effects.pop()


@contextmanager
def acting(game: Game, player: Player | None, play_type: str = "react") -> Iterator[None]:
    """What happens inside is `player`'s card effect, for a stretch of plain code that asks
    nothing: a replacement's own action ("send that dude home booted instead"), an "If
    accepted, ..." text amid a call out."""
    game.card_effects.append(CardEffect(player, play_type))
    try:
        yield
    finally:
        game.card_effects.pop()


def current(game: Game) -> CardEffect | None:
    """The card effect resolving now, innermost; None outside any handler."""
    return game.card_effects[-1] if game.card_effects else None


def effect_player(game: Game) -> Player | None:
    """Whose card effect is resolving now; None for the rules' own steps."""
    effect = current(game)
    return effect.player if effect is not None else None


def opposing_effect_player(game: Game, card: Card) -> Player | None:
    """The player whose card effect is resolving, if that is another player than `card`'s
    controller; None for the controller's own effects and the rules."""
    player = effect_player(game)
    return player if player is not None and player is not card.controller else None


def protected_from(game: Game, card: Card, flag: str) -> Player | None:
    """The other player whose card effect `flag` keeps from `card` now (None: no protection)."""
    player = opposing_effect_player(game, card)
    if player is not None and game.effects.has_flag(card, flag):
        game.trace("effects.other_players")
        return player
    return None
