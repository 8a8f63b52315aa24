"""Gadgets (rules digest §7.3, §3.5): a Gadget must be invented by a Mad Scientist.

Shopped Gadget goods are invented by the dude they are shopped onto: that dude must be
a Mad Scientist (any rating, even 0). The cost is paid first; the scientist boots
(unless an effect lets him invent without booting), then pulls against the gadget's
difficulty, adding his Mad Scientist rating (§7.1: pull + rating ≥ difficulty, the
difficulty never below 1). Success attaches the gadget to him; failure discards it and
the cost stays spent.

Not done here: Gadget dudes and deeds (QUATERMAN, Secured Stockyard), which are
invented by one of your scientists at a location you control and enter play by their
own text; Shop refuses them for now (see `noon_actions.Shop`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.decisions import Refusal
from engine.flow import Flow
from engine.pulls import SkillCheck, skill_check
from engine.rules import rule
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

SKILL = "mad scientist"
#: The rule a non-scientist inventor is refused by. `engine/rules.py` has no
#: `gadget.inventor` yet; the closest existing rule is "the matching skill" of §3.5.
INVENTOR_RULE = "gadget.inventor"
#: The rule an invention is traced under, until `gadget.invent` exists.
INVENT_RULE = "gadget.invent"
#: Effect flags that spare the scientist his boot: on the scientist, or on the gadget.
INVENTS_WITHOUT_BOOTING = "invents without booting"
INVENTED_WITHOUT_BOOTING = "invented without booting"


def is_gadget(card: Card) -> bool:
    return card.has_keyword("Gadget")


def difficulty(gadget: Card) -> int:
    """The gadget's printed difficulty ("Difficulty N", or "Gadget N"), never below 1."""
    return max(1, gadget.data.difficulty or 1)


def inventor_refusal(gadget: Card, scientist: Card) -> Refusal | None:
    """Why `scientist` cannot invent `gadget` (§7.3), or None if he can."""
    if scientist.skill(SKILL) is None:
        return Refusal(
            rule(INVENTOR_RULE),
            f"{gadget.uid} is a Gadget: it must be invented by a Mad Scientist and {scientist.uid} is not one",
        )
    return None


def boots_to_invent(game: Game, gadget: Card, scientist: Card) -> bool:
    effects = game.effects
    return not (
        effects.has_flag(scientist, INVENTS_WITHOUT_BOOTING)
        or effects.has_flag(gadget, INVENTED_WITHOUT_BOOTING)
    )


def invent_shopped(game: Game, player: Player, gadget: Card, scientist: Card, cost: int) -> Flow:
    """Shoppin' a Gadget onto `scientist`, its cost already paid (§3.5, §7.3).

    Returns the `SkillCheck`: success attaches the gadget to the scientist; failure
    discards it (the ghost rock stays spent)."""
    game.actions.play_from_hand(gadget)
    if boots_to_invent(game, gadget, scientist):
        game.actions.boot(scientist)
        game.log.add("{0} boots {1} to invent {2} for {3} ghost rock", player, scientist, gadget, cost)
    else:
        game.log.add(
            "{0} pays {1} ghost rock for {2} to invent {3} without booting", player, cost, scientist, gadget
        )
    game.emit("onGadgetInventing", gadget=gadget, scientist=scientist, player=player)
    check: SkillCheck = yield from skill_check(
        game, player, scientist, SKILL, difficulty(gadget), kind="gadget"
    )
    game.trace(INVENT_RULE)
    if check.succeeded and scientist.in_play and gadget.zone is Zone.BEING_PLAYED:
        game.trace("noon.shoppin.attach")
        game.actions.attach(gadget, scientist)
        game.log.add("{0}'s {1} invents {2}", player, scientist, gadget)
        game.emit("onGadgetInvented", gadget=gadget, scientist=scientist, player=player)
    else:
        if gadget.zone is Zone.BEING_PLAYED:
            game.actions.discard(gadget)
        game.log.add("{0}'s {1} fails to invent {2}", player, scientist, gadget)
        game.emit("onGadgetInventFailed", gadget=gadget, scientist=scientist, player=player)
    return check
