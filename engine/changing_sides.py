"""A dude that changes sides for the rest of a shootout (§5.2, §8.3).

"That dude joins your posse under your control for the remainder of the shootout. After the
shootout ends, if that dude is still in play, send that dude home booted" (I'm Your
Huckleberry): the dude leaves his posse (no longer its shooter) and joins the other, his
control passing to that posse's player; he stays where he stands, at the fight. He carries
the flag `CHANGED_SIDES` for the shootout: once the shootout ends, before its effects expire,
his owner takes control of him back and he goes home booted — the rules' doing then, not a
card effect's, so no restriction keeps him there.

Limits: a board (C3) lists a dude under his controller, so a board saved mid-shootout gives
the dude to the player he fights for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.effects import EffectSpec

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player
    from engine.shootout_state import Shootout

#: The dude's flag while he fights for another player ("for the remainder of the shootout").
CHANGED_SIDES = "fights for another player this shootout"
SIDES = EffectSpec("flag", CHANGED_SIDES)


def change_sides(game: Game, dude: Card, player: Player) -> None:
    """`dude` leaves his posse and joins `player`'s, under `player`'s control. The caller
    marks him with `SIDES` until the end of the shootout."""
    state = game.shootout
    assert state is not None
    state.remove(dude)
    dude.controller = player
    state.posse(player).append(dude)
    game.trace("shootout.changes_sides")
    # Announced as every join is (`engine.posse.bring_in`), with the same parameters. He was
    # in the shootout already: he neither joins it by a card effect ("after an opposing dude
    # joins this shootout by a card effect", Stone's Colt Dragoons) nor moves.
    game.emit(
        "onDudeJoinedPosse",
        card=dude,
        player=player,
        leader_posse=player is state.leader_player,
        by_card_effect=False,
        moved_by_card=False,
    )


def send_them_back(game: Game, state: Shootout) -> None:
    """Once the shootout ends: each dude still in play who changed sides goes back under his
    owner's control and home booted."""
    for dude in [d for d in game.cards_in_play() if d.is_dude and game.effects.has_flag(d, CHANGED_SIDES)]:
        dude.controller = dude.owner
        game.trace("shootout.changes_sides")
        game.actions.send_home(dude, booted=True)
        game.log.add("{0} goes back to {1}, home booted", dude, dude.owner)
