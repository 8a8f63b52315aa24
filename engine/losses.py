"""Dudes lost this turn (rules digest §5.8, §8.1, §9.3): "if one of your dudes has been
discarded or aced this turn, either as a casualty or by an opposing card effect" (Debt of
Blood).

A dude counts when he leaves play aced or discarded as a casualty of a shootout (the rules'
step, whoever's effect made the casualties), or by the card effect of another player than
his controller; his own player's effects and the rules' other steps do not count. Each
loss is a day mark on his controller (`Game.record_ability_use`), so a board keeps it
("lost:aced:Player1", "lost:discarded:Player1") and the day's end wipes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card_effects import opposing_effect_player
from engine.restrictions import ACED, DISCARDED

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

#: The day mark of a lost dude is `LOST` + how (`ACED`, `DISCARDED`) + ":" + his
#: controller's name.
LOST = "lost:"
__all__ = ["ACED", "DISCARDED", "LOST", "lost_today", "mark", "record_loss"]


def mark(player: Player, how: str) -> str:
    return f"{LOST}{how}:{player.name}"


def record_loss(
    game: Game, dude: Card, how: str, *, casualty: bool = False, by: Player | None = None
) -> None:
    """`dude`, just aced or discarded (`how`) from play, counts as lost this turn if he went
    as a casualty or by another player's card effect (`by`, or the effect resolving)."""
    if not dude.is_dude:
        return
    owner = dude.controller
    opponent = by if by is not None and by is not owner else opposing_effect_player(game, dude)
    if casualty or opponent is not None:
        game.record_ability_use(mark(owner, how), ("day",))


def lost_today(game: Game, player: Player, *hows: str) -> bool:
    """Whether one of `player`'s dudes was lost this turn in one of the ways `hows`."""
    return any(game.ability_uses(mark(player, how), "day") > 0 for how in hows)
