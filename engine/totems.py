"""Totems (rules digest §1.2 "Spell", §3.5, §7.2): Spirit spells planted at a location.

A Totem attaches to a location — a home or a deed — not to a dude. It is shopped onto a
location its player controls where they have an unbooted Shaman (the location may be
booted), and it stays there: it does not follow a dude, and when the deed changes hands
the Totem stays attached and stays its player's, who alone uses it (an attachment on a
location is not the location's, as a dude's goods are the dude's). It is cast by a Shaman
of its player standing at its location — any of them, the player chooses — pulling with
his Shaman rating (§7.2). When its location leaves play it is discarded with it (§9.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.decisions import Refusal
from engine.rules import rule

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

#: The skill that casts a Totem (§7.2).
SKILL = "shaman"


def is_totem(card: Card) -> bool:
    """A spell with the Totem keyword (§1.2)."""
    return card.type == "spell" and card.has_keyword("Totem")


def totem_location(totem: Card) -> str | None:
    """The location a Totem in play is planted at (None while it is not attached)."""
    parent = totem.parent
    return parent.uid if parent is not None and parent.is_location else None


def totems_at(game: Game, uid: str) -> list[Card]:
    """The Totems planted at location `uid`, whoever's they are."""
    place = game.locations.card(uid)
    return [] if place is None else [card for card in place.attachments if is_totem(card)]


def totem_casters(game: Game, totem: Card, player: Player) -> list[Card]:
    """The dudes who may cast `totem` for `player`: each of their dudes at its location
    with the Shaman skill — or a rating an effect lets him cast Totems with (Matthew Rising
    Sun's Kung Fu) — booted or not (casting boots only what the cost says, §7.2)."""
    from engine.spells import casting_rating  # engine.spells reads this module

    where = totem_location(totem)
    if where is None:
        return []
    return [
        dude
        for dude in game.locations.dudes_at(where)
        if dude.controller is player and casting_rating(totem, dude) is not None
    ]


def planting_refusal(
    game: Game, player: Player, totem: Card, place: Card, *, controls: bool
) -> Refusal | None:
    """Why `player` may not shop `totem` onto `place` (§3.5): a Totem goes on a location
    (`controls`: one the player controls) where they have an unbooted Shaman; the location
    itself may be booted."""
    if not place.in_play or not place.is_location:
        return Refusal(rule("noon.shoppin.totem"), f"{totem.uid} is a Totem: it attaches to a location")
    where = game.locations.name(place.uid)
    if not controls:
        return Refusal(rule("noon.shoppin.totem"), f"{player.name} does not control {where}")
    shamans = [
        dude
        for dude in game.locations.dudes_at(place.uid)
        if dude.controller is player and not dude.booted and dude.skill(SKILL) is not None
    ]
    if not shamans:
        return Refusal(rule("noon.shoppin.totem"), f"{player.name} has no unbooted Shaman at {where}")
    return None
