"""Gadgets (rules digest §7.3, §3.5): a Gadget must be invented by a Mad Scientist.

Shopped Gadget goods are invented by the dude they are shopped onto: that dude must be
a Mad Scientist (any rating, even 0). The cost is paid first; the scientist boots
(unless an effect lets him invent without booting), then pulls against the gadget's
difficulty, adding his Mad Scientist rating (§7.1: pull + rating ≥ difficulty, the
difficulty never below 1). Success attaches the gadget to him; failure discards it and
the cost stays spent.

An ability may let a dude invent with another skill ("Valeria can invent Mystical Gadgets
using her Huckster skill (as if it were Mad Scientist)") or raise his rating while he
invents some gadgets ("While inventing a Horse or Sidekick, Diego gets +4 Mad
Scientist"): effect flags on the dude, read here whichever way the gadget is invented.

A Gadget dude (QUATERMAN PRIME, The Wretched) is shopped like any dude, and invented by one
of your scientists at a location you control (`invent_dude`): success puts it into play —
"at the Mad Scientist's location" where its text says so
(`CardScript.enters_play_at_inventors_location`), else at home like any dude hired — and
failure discards it. Not done here: Gadget deeds (Secured Stockyard); Shop refuses them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
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
#: The rule a Gadget dude's invention is traced under.
DUDE_RULE = "gadget.dude"
#: Effect flags that spare the scientist his boot: on the scientist, or on the gadget.
INVENTS_WITHOUT_BOOTING = "invents without booting"
INVENTED_WITHOUT_BOOTING = "invented without booting"


def is_gadget(card: Card) -> bool:
    return card.has_keyword("Gadget")


def difficulty(gadget: Card, easier: int = 0) -> int:
    """The gadget's printed difficulty ("Difficulty N", or "Gadget N"), lowered by `easier`
    (an ability's "reducing its difficulty by 5"), never below 1 (§7.1)."""
    return max(1, (gadget.data.difficulty or 1) - easier)


#: "Invents <keywords> gadgets with <skill>": `keywords` is "mystical" or "horse/sidekick".
_WITH = re.compile(r"^invents ([a-z/ -]+) gadgets with ([a-z ]+)$")
#: "Invents <keywords> gadgets N higher": the rating while inventing one of them.
_AT = re.compile(r"^invents ([a-z/ -]+) gadgets (\d+) higher$")


def invents_with_flag(keywords: Sequence[str], skill: str) -> str:
    """The effect flag of "can invent <keywords> Gadgets using <skill> (as if it were Mad
    Scientist)"; `keywords` are alternatives ("a Horse or Sidekick")."""
    return f"invents {'/'.join(k.lower() for k in keywords)} gadgets with {skill.lower()}"


def invents_at_flag(keywords: Sequence[str], amount: int) -> str:
    """The effect flag of "while inventing a <keyword> or <keyword>, this dude gets +N Mad
    Scientist" (or whichever skill he invents it with)."""
    return f"invents {'/'.join(k.lower() for k in keywords)} gadgets {amount} higher"


def _flags(scientist: Card, pattern: re.Pattern[str], gadget: Card) -> list[str]:
    """The detail of each `pattern` flag on `scientist` whose keywords `gadget` has."""
    found = []
    for effect in scientist.game.effects.effects_on(scientist):
        for spec in effect.specs:
            matched = pattern.match(spec.stat) if spec.kind == "flag" else None
            if matched and any(gadget.has_keyword(k) for k in matched.group(1).split("/")):
                found.append(matched.group(2))
    return found


#: A dude flag: "cannot invent Gadgets" (Prof. Aloysius Roe): whatever his skills.
CANNOT_INVENT = "cannot invent gadgets"


def inventing_skill(gadget: Card, scientist: Card) -> str | None:
    """The skill `scientist` invents `gadget` with (§7.3): Mad Scientist, or a skill an
    effect lets him use as if it were, whichever rates higher; None if he cannot."""
    if scientist.game.effects.has_flag(scientist, CANNOT_INVENT):
        return None
    skills = [SKILL, *_flags(scientist, _WITH, gadget)]
    script = gadget.script
    if script is not None and script.invented_with is not None:
        skills.append(script.invented_with)
    usable = [(scientist.skill(skill), skill) for skill in skills if scientist.skill(skill) is not None]
    if not usable:
        return None
    chosen = max(usable)[1]
    if script is not None and chosen == script.invented_with:
        # The Gadget's own trait text at work, for the ledger ("trait:<code>").
        scientist.game.trace_item("trait", gadget.data.code)
    return chosen


def inventing_bonus(gadget: Card, scientist: Card) -> int:
    """What `scientist` adds to his rating while inventing `gadget` ("gets +4 Mad Scientist
    while inventing a Horse"): each effect counts once, however many keywords match."""
    return sum(int(amount) for amount in _flags(scientist, _AT, gadget))


def inventor_refusal(gadget: Card, scientist: Card) -> Refusal | None:
    """Why `scientist` cannot invent `gadget` (§7.3), or None if he can."""
    if scientist.game.effects.has_flag(scientist, CANNOT_INVENT):
        return Refusal(rule(INVENTOR_RULE), f"{scientist.uid} cannot invent Gadgets")
    if inventing_skill(gadget, scientist) is None:
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


def inventors(game: Game, player: Player, gadget: Card, controls: Callable[[str | None], bool]) -> list[Card]:
    """Who may invent a Gadget that is not shopped onto its inventor (§7.3: "any of your
    scientists at a location you control"): `player`'s dudes able to invent it, standing
    where `controls` says the player controls, unbooted unless they invent without booting."""
    return [
        dude
        for dude in player.dudes()
        if inventor_refusal(gadget, dude) is None
        and controls(dude.location)
        and (not dude.booted or not boots_to_invent(game, gadget, dude))
    ]


def _invention(
    game: Game, player: Player, gadget: Card, scientist: Card, cost: int, easier: int, boots: bool
) -> Flow:
    """The invention itself, the cost paid (§7.3): the gadget leaves the hand, the scientist
    boots (unless he or the gadget spares it) and pulls against its difficulty; returns the
    `SkillCheck`."""
    game.actions.play_from_hand(gadget)
    if boots and boots_to_invent(game, gadget, scientist):
        game.actions.boot(scientist)
        game.log.add("{0} boots {1} to invent {2} for {3} ghost rock", player, scientist, gadget, cost)
    else:
        game.log.add(
            "{0} pays {1} ghost rock for {2} to invent {3} without booting", player, cost, scientist, gadget
        )
    game.emit("onGadgetInventing", gadget=gadget, scientist=scientist, player=player)
    skill = inventing_skill(gadget, scientist) or SKILL
    bonus = inventing_bonus(gadget, scientist)
    check: SkillCheck = yield from skill_check(
        game, player, scientist, skill, difficulty(gadget, easier), bonus=bonus, kind="gadget", source=gadget
    )
    game.trace(INVENT_RULE)
    return check


def _failed(game: Game, player: Player, gadget: Card, scientist: Card) -> None:
    if gadget.zone is Zone.BEING_PLAYED:
        game.actions.discard(gadget)
    game.log.add("{0}'s {1} fails to invent {2}", player, scientist, gadget)
    game.emit("onGadgetInventFailed", gadget=gadget, scientist=scientist, player=player)


def invent_dude(game: Game, player: Player, gadget: Card, scientist: Card, cost: int) -> Flow:
    """A Gadget dude shopped, its cost paid (§3.5, §7.3): `scientist`, one of `player`'s at
    a location they control, invents it. Success puts it into play at his location when
    its text says "enters play at the Mad Scientist's location", else at home; failure
    discards it (the ghost rock stays spent). Returns the `SkillCheck`."""
    check: SkillCheck = yield from _invention(game, player, gadget, scientist, cost, 0, True)
    if check.succeeded and scientist.in_play and gadget.zone is Zone.BEING_PLAYED:
        game.trace(DUDE_RULE)
        script = gadget.script
        at_inventor = script is not None and script.enters_at_inventors_location
        if at_inventor:
            game.trace_item("trait", gadget.data.code)  # the card's printed text, for the ledger
        game.actions.put_into_play(gadget, location=scientist.location if at_inventor else None)
        where = game.locations.name(gadget.location or "")
        game.log.add("{0}'s {1} invents {2}, who enters play at {3}", player, scientist, gadget, where)
        game.emit("onGadgetInvented", gadget=gadget, scientist=scientist, player=player)
    else:
        _failed(game, player, gadget, scientist)
    return check


def invent_shopped(
    game: Game,
    player: Player,
    gadget: Card,
    scientist: Card,
    cost: int,
    onto: Card | None = None,
    easier: int = 0,
    boots: bool = True,
) -> Flow:
    """Inventing a Gadget, its cost already paid (§3.5, §7.3): shopped onto `scientist`,
    or played "paying all costs" onto `onto`, another dude, with `scientist` inventing it;
    an ability may lower the difficulty by `easier` (Technological Exhibition), or let
    the scientist invent it without booting (`boots` False: Drew Beauman).

    Returns the `SkillCheck`: success attaches the gadget to `onto` (default the
    scientist); failure discards it (the ghost rock stays spent)."""
    check: SkillCheck = yield from _invention(game, player, gadget, scientist, cost, easier, boots)
    receiver = scientist if onto is None else onto
    if check.succeeded and scientist.in_play and receiver.in_play and gadget.zone is Zone.BEING_PLAYED:
        game.trace("noon.shoppin.attach")
        game.actions.attach(gadget, receiver)
        game.log.add("{0}'s {1} invents {2}", player, scientist, gadget)
        if receiver is not scientist:
            game.log.add("{0} attaches {1} to {2}", player, gadget, receiver)
        game.emit("onGadgetInvented", gadget=gadget, scientist=scientist, player=player)
    else:
        _failed(game, player, gadget, scientist)
    return check
