"""Bounty extras (digest §9.2): effects that add to a collected bounty ("if any player
collects bounty on that dude this turn, they gain 4 extra ghost rock", Bad Company)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

_PREFIX = "bounty pays "


def bounty_extra(game: Game, dude: Card) -> int:
    """The extra ghost rock the "bounty pays N extra" effects on `dude` add to its bounty;
    read it while the dude is in play (leaving play ends the effects on it)."""
    return sum(
        int(spec.stat.removeprefix(_PREFIX).split(" ")[0])
        for effect in game.effects.effects_on(dude)
        for spec in effect.specs
        if spec.kind == "flag" and spec.stat.startswith(_PREFIX)
    )


def pay_extra(game: Game, dude: Card, extra: int, collector: Player) -> None:
    """`collector` gains the `extra` read from `dude` when its bounty was collected."""
    if extra > 0:
        game.actions.gain(collector, extra)
        game.log.add("{0} gains {1} extra ghost rock for the bounty on {2}", collector, extra, dude)
