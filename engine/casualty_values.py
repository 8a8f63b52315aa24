"""How many casualties a card covers (rules digest §5.8, Take Yer Lumps): the printed table
by way of covering and Harrowed, and the card effects that change it ("When you ace The
Brute to cover casualties in a shootout, reduce your remaining casualties by 2"). The
shootout's lumps step (`engine.shootout.take_your_lumps`) asks here, so exact cover and the
posse's capacity count the changed value too."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card

#: way -> (normal dude, Harrowed dude); a sidekick discards for 1 and is never aced.
CASUALTY_VALUES = {"discard": (1, 2), "ace": (2, 3), "send home": (0, 1)}

#: "Cannot be a casualty" (Sheriff Dave Montreal): the card covers no casualty (§5.8).
CANNOT_BE_CASUALTY = "cannot be a casualty"

#: The flag family of "covers N more casualties when aced": "aced covers 2 more".
_ACED_PREFIX = "aced covers "


def aced_covers_more_flag(amount: int) -> str:
    """The effect flag of "when you ace <dude> to cover casualties, reduce your remaining
    casualties by `amount`"."""
    return f"{_ACED_PREFIX}{amount} more"


def casualty_value(game: Game, dude: Card, way: str) -> int:
    """The casualties `dude` covers taken `way`: the table's value, plus what effects on
    him add when he is aced (only when the table lets him cover anything that way)."""
    normal, undead = CASUALTY_VALUES[way]
    value = undead if dude.has_keyword("Harrowed") else normal
    if way == "ace" and value:
        value += sum(
            int(spec.stat.removeprefix(_ACED_PREFIX).split(" ")[0])
            for effect in game.effects.effects_on(dude)
            for spec in effect.specs
            if spec.kind == "flag" and spec.stat.startswith(_ACED_PREFIX)
        )
    return value
