"""Totems (rules digest §1.2 "Spell", §3.5, §7.2): Spirit spells planted at a location.

A Totem attaches to a location — a home or a deed — not to a dude. It is shopped onto a
location its player controls where they have an unbooted Shaman (the location may be
booted), and it stays there: it does not follow a dude, and when the deed changes hands
the Totem stays attached and stays its player's, who alone uses it (an attachment on a
location is not the location's, as a dude's goods are the dude's). It is cast by a Shaman
of its player standing at its location — any of them, the player chooses — pulling with
his Shaman rating (§7.2). When its location leaves play it is discarded with it (§9.2).

A dude may carry Totems (Ghost Dancers: "can have one Totem attached. If Ghost Dancers are
at a deed, a Totem attached to them is considered to be planted at that deed",
`CardScript.carries_totems`): a Totem attached to him is planted at the deed he stands at
(cast from there, counted among the Totems there), at no location while he stands
elsewhere. He takes a Totem only through an ability ("attach a Totem to Ghost Dancers"):
shoppin' plants a Totem at a location (§3.5).

Planting by an ability ("You may immediately plant it at this deed (ignoring unbooted
Shaman and control requirements)", Dakota Katzeek) is playing the Totem from its pile
paying its cost, with the requirements the text names lifted (`Shop.ignoring_planting`).
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


def carrier_capacity(card: Card) -> int:
    """How many Totems `card`, a dude, may carry (`CardScript.carries_totems`); 0 for most."""
    script = card.script
    return 0 if script is None else script.totems_carried


def carried_totems(card: Card) -> list[Card]:
    """The Totems attached to `card`, a dude who carries them (Ghost Dancers)."""
    return [attached for attached in card.attachments if is_totem(attached)]


def totem_location(totem: Card) -> str | None:
    """The location a Totem in play is planted at: the location it is attached to, or the
    deed the dude carrying it stands at; None while it is planted nowhere (not attached,
    or carried by a dude who is not at a deed)."""
    parent = totem.parent
    if parent is None:
        return None
    if parent.is_location:
        return parent.uid
    where = parent.location
    if where is None or not parent.in_play or carrier_capacity(parent) <= 0:
        return None
    totem.game.trace_item("trait", parent.data.code)  # the carrier's printed trait, for the ledger
    place = totem.game.locations.card(where)
    return where if place is not None and place.is_deed else None


def totems_at(game: Game, uid: str) -> list[Card]:
    """The Totems planted at location `uid`, whoever's they are: attached to it, or carried
    by a dude standing at it when it is a deed."""
    place = game.locations.card(uid)
    if place is None:
        return []
    planted = [card for card in place.attachments if is_totem(card)]
    if place.is_deed:
        for dude in game.locations.dudes_at(uid):
            if carrier_capacity(dude) > 0 and carried_totems(dude):
                game.trace_item("trait", dude.data.code)  # the carrier's printed trait
                planted.extend(carried_totems(dude))
    return planted


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
    game: Game,
    player: Player,
    totem: Card,
    place: Card,
    *,
    controls: bool,
    by_ability: bool = False,
    ignoring: bool = False,
) -> Refusal | None:
    """Why `player` may not shop `totem` onto `place` (§3.5): a Totem goes on a location
    (`controls`: one the player controls) where they have an unbooted Shaman; the location
    itself may be booted. `ignoring` lifts the Shaman and control requirements (an ability
    that plants "ignoring unbooted Shaman and control requirements"). A dude who carries
    Totems takes one through an ability (`by_ability`) while he has room; the ability's
    own text says what else it needs."""
    if place.in_play and place.is_dude and carrier_capacity(place) > 0 and by_ability:
        game.trace_item("trait", place.data.code)  # the carrier's printed trait, for the ledger
        if len(carried_totems(place)) >= carrier_capacity(place):
            return Refusal(
                rule("noon.shoppin.totem"),
                f"{place.uid} can have {carrier_capacity(place)} Totem attached and has it already",
            )
        return None
    if not place.in_play or not place.is_location:
        return Refusal(rule("noon.shoppin.totem"), f"{totem.uid} is a Totem: it attaches to a location")
    if ignoring:
        return None
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
