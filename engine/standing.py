"""Where a dude counts as standing for an ability (§4: locations; §8.1: "this location").

A dude stands at one location. One card changes that for abilities alone: Marcia Ridge
("you may use abilities on adjacent deeds as if you controlled them and Marcia were at
that location"). The effect she gives a deed (`STANDS_IN_FOR_GIVER`) says that while the
effect's player uses that deed's abilities, the effect's source — Marcia — counts as at
the deed: "a dude at this location" may be her, "move your dude from this location" moves
her from there. Only abilities of that deed, used by that player, see her there; every
other rule (control, shootouts, jobs, other cards' text) sees where she really stands.

Card scripts ask here rather than compare `dude.location` themselves (`at_this_location`),
so a deed's "at this location" reads the same for every card that says it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.abilities import Context
    from engine.model import Card

#: On a deed: the effect's source counts as at the deed when the effect's player uses the
#: deed's abilities (Marcia Ridge's "and Marcia were at that location").
STANDS_IN_FOR_GIVER = "its abilities count the effect's source as at this location"


def standing_place(context: Context, dude: Card) -> str | None:
    """The location `dude` counts as at for the ability `context` is using: the deed whose
    ability it is, when an effect from `dude` lets the ability's player count it there;
    else where it stands."""
    deed = context.source
    if dude.location != deed.uid and deed.is_deed and deed.in_play:
        for giver, source in context.game.effects.flag_sources(deed, STANDS_IN_FOR_GIVER):
            if source is dude and giver is context.player:
                return deed.uid
    return dude.location


def at_this_location(dude: Card, context: Context) -> bool:
    """Printed "a dude at this location" in a card's ability: at the ability's card's
    location (the deed itself for a deed), counting a dude an effect stands there."""
    here = context.source.uid if context.source.is_deed else context.source.location
    return dude.is_dude and here is not None and standing_place(context, dude) == here


def narrowed_to_this_location(context: Context, pool: list[Card]) -> list[Card]:
    """The candidates of `pool` that `at_this_location` may accept, in order: the dudes at
    the location and those an effect stands there. A target listing asks the condition of
    each one left, not of every card in play (a deed's ability is listed every High Noon
    turn, and most of the board stands elsewhere)."""
    source = context.source
    here = source.uid if source.is_deed else source.location
    if here is None:
        return []
    standing_in: set[int] = set()
    if source.is_deed and source.in_play:
        standing_in = {
            id(dude)
            for giver, dude in context.game.effects.flag_sources(source, STANDS_IN_FOR_GIVER)
            if giver is context.player
        }
    return [card for card in pool if card.location == here or id(card) in standing_in]
