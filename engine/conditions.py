"""Conditions (rules digest §1.2 "Action", §3.5): action cards that stay in play attached.

An action card is discarded once its ability resolves (§8.1) — save a Condition whose text
attaches it ("Noon: Boot your Huckster to attach this card to town square", Tumblebleeds!;
"attach this card to the mark", Curse of Failure): it enters play on what it attaches to
and stays there, its printed text working while it is in play, until something discards it.

A Condition may attach to a dude or to a location. A deed or a home is a card, and the
Condition is its attachment like any other (it leaves play with it, §9.2). The town square
is no card: a Condition attached to it stands in play at the town square with no parent
(`attached_to_town_square`), so "this location" is the town square, and it stays there until
discarded (the town square never leaves play).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model import TOWN_SQUARE

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card


def attach_to_location(game: Game, card: Card, uid: str) -> None:
    """Put `card`, a Condition being played (or any card that attaches to a location), into
    play attached to location `uid`: the deed's or home's attachments, or the town square."""
    place = game.locations.card(uid)
    if place is not None:
        game.actions.attach(card, place)
        return
    game.actions.put_into_play(card, location=uid)
    game.trace("condition.town_square")


def attached_to_town_square(card: Card) -> bool:
    """Whether `card` is in play attached to the town square: no dude, no parent, standing there."""
    return card.in_play and not card.is_dude and card.parent is None and card.location == TOWN_SQUARE


def attached_at(game: Game, uid: str) -> list[Card]:
    """The cards attached to location `uid` (the town square included), in play order."""
    place = game.locations.card(uid)
    if place is not None:
        return list(place.attachments)
    return [card for card in game.cards_in_play() if attached_to_town_square(card)]
