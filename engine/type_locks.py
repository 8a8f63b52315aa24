"""What abilities of some types cannot change (rules digest §5.6 hand ranks, §5.7 casualties).

"While Virginia is in a shootout, hand ranks cannot be modified by Shootout, React, or
non-Cheatin' Resolution abilities" (Virginia Ann Earp); "React abilities cannot increase
casualties this round" (Cavalry Escort); "React, Shootout, and non-Cheatin' Resolution
abilities cannot increase or decrease hand ranks or increase or decrease casualties"
(Shan Fan Showdown!). A lock is a player effect (`lock_stat`), one per thing locked and
ability type, read for the player whose hand rank or casualties would change.

What it stops is what an ability of a locked type does, whenever it would count:

* a change made as the ability resolves ("raise your hand rank by 1", `actions.modify_rank`;
  "your opponent takes 1 more casualty", `casualties.add_casualties`) is refused while a lock
  holds (`refuses`), and logged;
* a lasting effect an ability left ("this round, the player with the most Horses gains +1
  hand rank", "reduce your casualties this round by 3") remembers the type of the ability
  that made it (`Effect.ability_type`) and does not count while a lock on that type holds,
  read when the hand rank or the casualties are (`counts`).

Traits and the rules are no abilities of these types, and a Cheatin' Resolution is not a
"non-Cheatin' Resolution": none is ever locked here. A Noon/Shootout ability used in a
shootout is a Shootout ability (§8.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card_effects import current

if TYPE_CHECKING:
    from engine.effects import Effect
    from engine.game import Game
    from engine.model import Player

#: What a lock covers: a hand rank (up or down), casualties raised, casualties lowered.
HAND_RANK = "rank"
CASUALTIES_UP = "casualties_up"
CASUALTIES_DOWN = "casualties_down"
LOCKABLE = (HAND_RANK, CASUALTIES_UP, CASUALTIES_DOWN)
#: The ability types a lock may name, as printed ("non-Cheatin' Resolution" is "resolution").
ABILITY_TYPES = ("shootout", "react", "resolution")


def ability_types_named(printed: tuple[str, ...]) -> tuple[str, ...]:
    """The ability types a lock's text names ("Shootout", "React", "Resolution"); none named
    is every one of them."""
    return tuple(kind.lower() for kind in printed) or ABILITY_TYPES


#: How each type is named in the log.
_NAMES = {"shootout": "Shootout", "react": "React", "resolution": "Resolution"}
#: The rules the locks are traced and logged under.
RANK_RULE = "shootout.rank_locked"
CASUALTIES_RULE = "shootout.casualties_locked"


def lock_stat(what: str, ability_type: str) -> str:
    """The player amount of a lock on `what` against abilities of `ability_type`."""
    if what not in LOCKABLE or ability_type not in ABILITY_TYPES:
        raise ValueError(f"no lock on {what!r} against {ability_type!r} abilities")
    return f"locked:{what}:{ability_type}"


#: Every lock's player amount (`engine.effects.PLAYER_STATS`).
STATS = tuple(lock_stat(what, kind) for what in LOCKABLE for kind in ABILITY_TYPES)


def ability_type(game: Game, play_type: str) -> str:
    """The printed type of an ability of `play_type` used now: a Noon/Shootout ability in a
    shootout, or one that brings its dude into the posse, is a Shootout ability (§8.1)."""
    if play_type in ("shootout", "shootout:join"):
        return "shootout"
    if play_type == "noon/shootout":
        return "shootout" if game.shootout is not None else "noon"
    return play_type


def locked(game: Game, player: Player, what: str, kind: str) -> bool:
    """Whether a lock on `player`'s `what` holds now against abilities of type `kind`."""
    return kind in ABILITY_TYPES and game.effects.player_amount(player, lock_stat(what, kind)) > 0


def counts(game: Game, player: Player, what: str, effect: Effect) -> bool:
    """Whether the lasting `effect` still changes `player`'s `what` now (not locked)."""
    if not locked(game, player, what, effect.ability_type):
        return True
    game.trace(RANK_RULE if what == HAND_RANK else CASUALTIES_RULE)
    return False


def refuses(game: Game, player: Player, what: str) -> bool:
    """Whether the ability resolving now may not change `player`'s `what` (and log it)."""
    effect = current(game)
    if effect is None or effect.player is None:
        return False
    kind = ability_type(game, effect.play_type)
    if not locked(game, player, what, kind):
        return False
    game.trace(RANK_RULE if what == HAND_RANK else CASUALTIES_RULE)
    thing = "hand rank" if what == HAND_RANK else "casualties"
    game.log.add("{0} cannot change {1}'s {2} with a {3} ability", effect.player, player, thing, _NAMES[kind])
    return True
