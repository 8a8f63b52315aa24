"""Posses held against shootout plays (rules digest §5.2, §5.9): "Shootout plays cannot send
dudes home booted (they remain in the posse without booting) or bring dudes into either
posse" (Scoop Hound). A stricter hold, "shootout plays cannot cause dudes to join posses or
cause dudes to leave the shootout" (Test of Wills), stops a dude leaving any way a Shootout
play sends him: home without booting, or moved away, too.

A player effect (`posses_held`) that lasts the shootout; it binds the Shootout plays of
the players it applies to (Scoop Hound's: every player's). It stops only what a Shootout
play does while it resolves (the card effect resolving, `engine.card_effects`): running, a
Harrowed casualty sent home and a React are no Shootout plays, so they work as usual.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card_effects import current

if TYPE_CHECKING:
    from engine.game import Game

#: The player amount of the effect (`engine.effects.PLAYER_STATS`).
POSSES_HELD = "posses_held"
#: The player amount of the stricter hold: no dude leaves the shootout (Test of Wills).
POSSES_SEALED = "posses_sealed"
#: Play types that make a Shootout play when used in a shootout (§8.1).
SHOOTOUT_PLAYS = ("shootout", "shootout:join", "noon/shootout", "noon/shootout:join")
#: The rule a held posse is traced and logged under.
RULE = "shootout.posses_held"


def held_against_this_play(game: Game, *, leaving_unbooted: bool = False) -> bool:
    """Whether a shootout is on, a Shootout play is resolving (the innermost play or react
    being resolved) and an effect holds the posses against its player's plays. Either hold
    stops a dude joining or sent home booted; `leaving_unbooted` (sent home without booting,
    moved away) is stopped only by the stricter one."""
    effect = current(game)
    if game.shootout is None or effect is None or effect.player is None:
        return False
    if effect.play_type not in SHOOTOUT_PLAYS:
        return False
    holds = (POSSES_SEALED,) if leaving_unbooted else (POSSES_HELD, POSSES_SEALED)
    return any(game.effects.player_amount(effect.player, hold) > 0 for hold in holds)
