"""Shoppin' (rules digest §3.5): the cards a player buys on a High Noon turn, or that an
ability puts into play on shoppin's terms or "paying all costs".

`Shop` knows its readable option id ("shop Shotgun on Sloane"), why a given play is
illegal (a `Refusal` naming the rule) and how to perform it: hiring a dude, building a
deed, attaching goods or a spell, inventing a Gadget (§7.3, `engine.gadgets`). Split out
of `engine.phases.noon_actions`, which lists it among a turn's actions.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import costs, gadgets, totems
from engine.decisions import Decision, Option, Refusal
from engine.flow import Flow
from engine.model import TOWN_SQUARE
from engine.restrictions import (
    CANNOT_ATTACH_CARDS,
    CANNOT_LEAVE_BOOT_HILL,
    ENTERS_PLAY_ONLY_AT_HOME,
    printed,
)
from engine.rules import rule
from engine.spells import spell_skill
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player


def _refuse(rule_id: str, reason: str) -> Refusal:
    return Refusal(rule(rule_id), reason)


def controls_location(game: Game, player: Player, uid: str | None) -> bool:
    """Your home, or a deed you control; never the town square (§3.5)."""
    if uid is None or uid == TOWN_SQUARE:
        return False
    card = game.locations.card(uid)
    if card is None:
        return False
    if card.data.type == "outfit":
        return card.owner is player
    return game.locations.controller(card) is player


_EXPERIENCE = re.compile(r"\s*\(Exp\.\s*\d+\)$")


def base_title(card: Card) -> str:
    """The title shared by every experience level of a card: "Allie Hensman (Exp.1)" is
    the same dude as "Allie Hensman" (§1.4)."""
    return _title_without_experience(card.title)


def title_without_experience(title: str) -> str:
    """A title without its experience level: what `base_title` reads, for a card's data."""
    return _title_without_experience(title)


@functools.cache
def _title_without_experience(title: str) -> str:
    """Cached: option listing compares titles many times a decision (§1.4 checks)."""
    return _EXPERIENCE.sub("", title)


def unique_conflict(game: Game, player: Player, card: Card) -> str | None:
    """A unique card cannot join a same-title card you have in play or in Boot Hill (§1.4)."""
    conflict = unique_in_play_conflict(game, player, card)
    if conflict is not None or not card.data.unique:
        return conflict
    title = base_title(card)
    for other in player.boot_hill:
        if other is not card and base_title(other) == title:  # coming back from Boot Hill itself
            return f"{other.title} is in {player.name}'s Boot Hill"
    return None


def unique_in_play_conflict(game: Game, player: Player, card: Card) -> str | None:
    """Two same-title unique cards of one player are never in play together (§1.4). A copy
    in Boot Hill only stops a card *coming* in: one already in play stays when its copy is
    aced, so a position (a board, C3) may hold both."""
    if not card.data.unique:
        return None
    title = base_title(card)
    for other in game.cards_in_play():
        if other is not card and other.controller is player and base_title(other) == title:
            return f"{player.name} already has {other.title} in play"
    return None


@dataclass
class Shop:
    """Shoppin' (§3.5), on a High Noon turn or through an ability's terms.

    An ability may put a card into play "as shoppin'" (`General Store`: the shoppin'
    rules hold, with a `reduction` of the cost) or "paying all costs" (`as_shoppin=False`:
    only the cost and the card's own needs hold, not the unbooted dude at a location you
    control); `anywhere` lifts only the location requirement (Concealed Weapons), and
    `source` is the pile the card comes from (Recruitment Drive: the discard pile) and
    `at` where a dude enters play, if not at home (Dr. Dawn Edwards: "at this location");
    `free` is "play her for free"; `any_inventor`: a Gadget goes to the dude it targets
    and is invented by any of the player's Mad Scientists at a location they control, not
    by that dude ("attach a Horse ... to any of your dudes (a Gadget still needs to be
    invented)", §7.3); without it the dude it goes onto invents it, as in shoppin'.
    `easier` lowers a Gadget's difficulty ("reducing its cost and difficulty by 5"), and
    `without_booting` spares its inventor the boot ("invent a Gadget without booting").
    `ignoring_planting` plants a Totem without the unbooted Shaman and control requirements
    ("plant it at this deed (ignoring unbooted Shaman and control requirements)",
    `engine.totems`)."""

    card: Card
    side: str | None = None
    target: Card | None = None
    reduction: int = 0
    as_shoppin: bool = True
    anywhere: bool = False
    source: Zone = Zone.HAND
    at: str | None = None
    free: bool = False
    any_inventor: bool = False
    easier: int = 0
    without_booting: bool = False
    ignoring_planting: bool = False

    @property
    def id(self) -> str:
        if self.target is not None:
            return f"shop {self.card.uid} on {self.target.uid}"
        if self.side is not None:
            return f"shop {self.card.uid} {self.side}"
        return f"shop {self.card.uid}"

    def price(self, game: Game, player: Player) -> int:
        """The cost where the card goes, after the cost modifiers in force and the ability's
        reduction, never below 0 (§8.1, `engine.costs`); nothing "for free"."""
        if self.free:
            return 0
        return costs.cost_to_play(game, player, self.card, self.where(player), self.reduction)

    def where(self, player: Player) -> str | None:
        """The location the card is played at: the dude it is attached to's, the deed
        itself, or where a dude enters play (home unless the ability says)."""
        if self.target is not None:
            return self.target.location
        if self.card.type == "deed":
            return self.card.uid
        if self.card.type == "dude":
            return self.at if self.at is not None else player.home.uid
        return None

    def check(self, game: Game, player: Player) -> Refusal | None:
        refusal = self.card_refusal(game, player)
        return refusal if refusal is not None else self.placement_refusal(game, player)

    def card_refusal(self, game: Game, player: Player) -> Refusal | None:
        """Why this card may not be shopped at all, wherever it would go: the same for
        every placement of the card, so listing checks it once per card."""
        card = self.card
        if card.zone is not self.source or card.owner is not player:
            pile = "discard pile" if self.source is Zone.DISCARD else str(self.source)
            return _refuse("noon.shoppin", f"{card.uid} is not in {player.name}'s {pile}")
        if card.type == "action":
            return _refuse("noon.shoppin.action", f"{card.uid} is an action: play it, do not shop it")
        if card.type not in ("dude", "deed", "goods", "spell"):
            return _refuse("noon.shoppin", f"{card.uid} cannot be shopped")
        price = self.price(game, player)
        if not self.free:
            # A reduction chosen as it is played (Eagle Woman): affordable with the best choice.
            price = max(0, price - costs.best_chosen_reduction(player, card))
        if price > player.ghost_rock:
            return _refuse(
                "noon.shoppin.cost",
                f"{card.uid} costs {price} ghost rock and {player.name} has {player.ghost_rock}",
            )
        conflict = unique_conflict(game, player, card)
        if conflict is not None:
            return _refuse("unique", conflict)
        if card.type == "deed" and gadgets.is_gadget(card):
            return _refuse(
                "noon.shoppin",
                f"{card.uid} is a Gadget deed: inventing one is not done by this engine yet",
            )
        if card.type == "dude" and gadgets.is_gadget(card) and not self._inventors(game, player):
            # §7.3: a Gadget dude is invented by any of your scientists at a location you control
            return _refuse(
                gadgets.INVENTOR_RULE,
                f"{card.uid} is a Gadget and {player.name} has no Mad Scientist at a location they "
                "control to invent it",
            )
        return None

    def placement_refusal(self, game: Game, player: Player) -> Refusal | None:
        """Why the card may not go where this shoppin' puts it (a side, a dude)."""
        card = self.card
        if card.type == "deed":
            return self._check_deed()
        if card.type in ("goods", "spell"):
            return self._check_attachment(game, player)
        if self.side is not None or self.target is not None:
            return _refuse("noon.shoppin", f"a dude is hired to {player.name}'s home, not to a place")
        if self.at is not None and self.at != player.home.uid and printed(card, ENTERS_PLAY_ONLY_AT_HOME):
            return _refuse(
                "noon.shoppin", f"{card.uid} cannot enter play at a location that is not your home"
            )
        if card.zone is Zone.BOOT_HILL and printed(card, CANNOT_LEAVE_BOOT_HILL):
            return _refuse("noon.shoppin", f"{card.uid} cannot leave Boot Hill")
        return None

    def _check_deed(self) -> Refusal | None:
        out_of_town = self.card.has_keyword("Out of Town")
        if self.target is not None:
            return _refuse("noon.shoppin.deed", f"{self.card.uid} is a deed: build it on your street")
        if out_of_town and self.side is not None:
            return _refuse("noon.shoppin.deed", f"{self.card.uid} is Out of Town: it goes off-street")
        if not out_of_town and self.side not in ("left", "right"):
            return _refuse(
                "noon.shoppin.deed", f"say which end of the street: 'shop {self.card.uid} left' or 'right'"
            )
        return None

    def _check_attachment(self, game: Game, player: Player) -> Refusal | None:
        card, dude = self.card, self.target
        if dude is None:
            return _refuse("noon.shoppin.attach", f"{card.uid} must be attached: 'shop {card.uid} on <dude>'")
        refusal = only_attach_refusal(card, dude)
        if refusal is not None:
            return refusal
        if totems.is_totem(card):
            controls = not self.as_shoppin or controls_location(game, player, dude.uid)
            return totems.planting_refusal(
                game,
                player,
                card,
                dude,
                controls=controls,
                by_ability=not self.as_shoppin,
                ignoring=self.ignoring_planting,
            )
        if not dude.in_play or not dude.is_dude or dude.controller is not player:
            return _refuse("noon.shoppin.attach", f"{dude.uid} is not {player.name}'s dude in play")
        if dude.booted and self.as_shoppin:
            return _refuse("noon.shoppin.attach", f"{dude.uid} is booted")
        if (
            self.as_shoppin
            and not self.anywhere
            and not controls_location(game, player, dude.location)
            and game.effects.player_amount(player, "attach_anywhere") <= 0
        ):
            where = game.locations.name(dude.location or "")
            return _refuse(
                "noon.shoppin.attach", f"{player.name} does not control {where}, where {dude.uid} is"
            )
        if card.type == "spell":
            skill = spell_skill(card)
            if skill is not None and dude.skill(skill) is None:
                return _refuse(
                    "noon.shoppin.skill", f"{card.uid} needs a {skill.title()} and {dude.uid} is not one"
                )
        if gadgets.is_gadget(card) and not self.any_inventor:
            # §7.3: the dude a Gadget is shopped onto invents it, so he must be a Mad Scientist.
            return gadgets.inventor_refusal(card, dude)
        if gadgets.is_gadget(card) and not self._inventors(game, player):
            # §7.3: any of your scientists at a location you control invents it
            return _refuse(
                gadgets.INVENTOR_RULE,
                f"{card.uid} is a Gadget and {player.name} has no Mad Scientist at a location they "
                "control to invent it",
            )
        return None

    def _inventors(self, game: Game, player: Player) -> list[Card]:
        return gadgets.inventors(game, player, self.card, functools.partial(controls_location, game, player))

    def _choose_inventor(self, game: Game, player: Player) -> Flow:
        """The scientist who invents the Gadget: the only one able, or the player's pick."""
        choices = self._inventors(game, player)
        scientist = choices[0]
        if len(choices) > 1:
            options = [Option(d.uid, game.describe(d)) for d in choices]
            answer = yield Decision(player.index, "Select a dude", options, kind="select")
            scientist = game.card(answer)
        return scientist

    def perform(self, game: Game, player: Player) -> Flow:
        card = self.card
        cost = self.price(game, player)  # after reductions: the log tells what was actually paid
        at = self.at
        if not self.free and costs.chosen_reductions(card):
            needed = cost - player.ghost_rock
            chosen, enter_at = yield from costs.choose_reductions(game, player, card, needed)
            at = enter_at if enter_at is not None else at
            where = at if at is not None else self.where(player)
            cost = costs.cost_to_play(game, player, card, where, self.reduction + chosen)
        game.trace("noon.shoppin")
        costs.pay_to_play(game, player, card, self.where(player) if at is None else at, cost)
        if card.type == "dude" and gadgets.is_gadget(card):
            scientist = yield from self._choose_inventor(game, player)
            yield from gadgets.invent_dude(game, player, card, scientist, cost)
        elif card.type == "dude":
            game.actions.put_into_play(card, location=at)
            game.log.add("{0} hires {1} for {2} ghost rock", player, card, cost)
        elif card.type == "deed":
            game.trace("noon.shoppin.deed")
            game.actions.build_deed(card, self.side or "right")
            where = "out of town" if self.side is None else f"on the {self.side} of their street"
            game.log.add("{0} builds {1} {2} for {3} ghost rock", player, card, where, cost)
        elif gadgets.is_gadget(card) and not self.any_inventor:
            assert self.target is not None
            yield from gadgets.invent_shopped(
                game, player, card, self.target, cost, easier=self.easier, boots=not self.without_booting
            )
        elif gadgets.is_gadget(card):
            assert self.target is not None
            scientist = yield from self._choose_inventor(game, player)
            yield from gadgets.invent_shopped(
                game,
                player,
                card,
                scientist,
                cost,
                onto=self.target,
                easier=self.easier,
                boots=not self.without_booting,
            )
        else:
            assert self.target is not None
            game.trace("noon.shoppin.attach")
            game.actions.attach(card, self.target)
            game.log.add("{0} attaches {1} to {2} for {3} ghost rock", player, card, self.target, cost)
        return None


def only_attach_refusal(card: Card, parent: Card) -> Refusal | None:
    """Printed "Can only attach to a deed / a Shaman" (`CardScript.can_only_attach_to`):
    the card attaches to no other card, by shoppin' or any other play; nor to a card whose
    own text refuses it ("cannot have non-Melee Weapons attached", `cannot_have_attached`);
    nor does any card attach to a parent printed "cannot attach cards" (`CANNOT_ATTACH_CARDS`)."""
    held = parent.script
    if held is not None and held.refuses_attachment is not None and held.refuses_attachment(card):
        # "Mason cannot have non-Melee Weapons attached": the parent's own text refuses it.
        card.game.trace_item("trait", parent.data.code)
        return _refuse("noon.shoppin.cannot_have", f"{parent.uid} cannot have {card.uid} attached")
    if parent.in_play and card.game.effects.has_flag(parent, CANNOT_ATTACH_CARDS):
        return _refuse("noon.shoppin.only_attach", f"{parent.uid} cannot attach cards")
    script = card.script
    if script is None or script.attaches_to is None or script.attaches_to(parent):
        return None
    card.game.trace_item("trait", card.data.code)  # its card's trait text, for the ledger
    return _refuse("noon.shoppin.only_attach", f"{card.uid} cannot attach to {parent.uid}")


def placements(card: Card, dudes: list[Card], **terms: Any) -> Iterator[Shop]:
    """Every place `card` could be shopped to: a dude enters at home, a deed at either end
    of the street (or out of town), goods and spells onto one of `dudes`. `terms` are an
    ability's (`Shop`'s reduction, as_shoppin, anywhere, source); `Shop.check` says which
    are legal."""
    if card.type == "dude":
        yield Shop(card, **terms)
    elif card.type == "deed":
        if card.has_keyword("Out of Town"):
            yield Shop(card, **terms)
        else:
            yield Shop(card, side="left", **terms)
            yield Shop(card, side="right", **terms)
    elif totems.is_totem(card):
        game = card.game
        for uid in game.locations.all():
            place = game.locations.card(uid)
            if place is not None:
                yield Shop(card, target=place, **terms)
        for dude in dudes:  # a dude who carries Totems (Ghost Dancers), through an ability
            if totems.carrier_capacity(dude) > 0:
                yield Shop(card, target=dude, **terms)
    elif card.type in ("goods", "spell"):
        for dude in dudes:
            yield Shop(card, target=dude, **terms)
