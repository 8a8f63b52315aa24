"""Attachment limits (rules digest §1.4, §3.5): at most one Weapon, one Horse and one
Attire per dude, unless an effect raises the limit ("This dude can attach two Weapons. If
this dude is not a Gadget, both Weapons must be Melee": Hydro-Puncher, `can_attach_flag`),
and at most one of a title whose card prints "A dude cannot have more than one <title>
attached" (Articulated Reloading Manager, `limit_one_per_dude`).

The limit never refuses a play: shoppin', trading or an ability may give a dude a
second Weapon. Once that play resolves, the dude's controller chooses which one to
keep and discards the rest. The engine checks after every resolution (the end of
`Game.resolve_events`), so a play that attaches cards of any kind, by any route, is
covered by this one place.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.decisions import PART, Decision, Option, Refusal
from engine.flow import Flow
from engine.rules import rule

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card

#: Keywords a dude may hold only one of (§1.4; Attire since rulebook 1.4.0).
LIMITED = ("Weapon", "Horse", "Attire")
#: The kind of the decision, for `engine.why_not`.
KIND = "attachment limit"


#: "can attach N <keyword>s", optionally "(each <keyword> unless a <keyword>)".
_CAN_ATTACH = re.compile(r"^can attach (\d+) ([a-z]+)s(?: \(each ([a-z]+) unless an? ([a-z]+)\))?$")


def can_attach_flag(amount: int, keyword: str, each_must_be: str = "", unless: str = "") -> str:
    """The effect flag of "this dude can attach `amount` <keyword>s": with `each_must_be`,
    only while every one of them has that keyword, unless the dude has the keyword
    `unless` ("If this dude is not a Gadget, both Weapons must be Melee"); "" for none."""
    flag = f"can attach {amount} {keyword.lower()}s"
    if each_must_be:
        flag += f" (each {each_must_be.lower()} unless {article(unless)} {unless.lower()})"
    return flag


def allowed(dude: Card, keyword: str, held: list[Card]) -> int:
    """How many attachments with `keyword` `dude` may hold, holding `held`: 1, or what an
    effect on him allows while its requirement holds for these cards."""
    most = 1
    for effect in dude.game.effects.effects_on(dude):
        for spec in effect.specs:
            matched = _CAN_ATTACH.match(spec.stat) if spec.kind == "flag" else None
            if matched is None or matched.group(2) != keyword.lower():
                continue
            amount, each, unless = int(matched.group(1)), matched.group(3), matched.group(4)
            if each and not dude.has_keyword(unless) and not all(card.has_keyword(each) for card in held):
                continue
            most = max(most, amount)
    return most


def one_per_dude(card: Card) -> bool:
    """Whether `card` prints "A dude cannot have more than one <its title> attached"."""
    return card.script is not None and card.script.one_per_dude


def holding(dude: Card, limited: str) -> list[Card]:
    """`dude`'s attachments a limit counts: those with the keyword `limited` (Weapon,
    Horse, Attire), or those of the title `limited` of a one-per-dude card."""
    if limited in LIMITED:
        return dude.attachments_with(limited)
    return [card for card in dude.attachments if card.title == limited and one_per_dude(card)]


def over_limit(dude: Card) -> list[tuple[str, list[Card]]]:
    """Each limited keyword (or one-per-dude title) of which `dude` holds more than he
    may, with the cards."""
    if len(dude.attachments) < 2:
        return []
    excess = []
    limits = [*LIMITED, *dict.fromkeys(card.title for card in dude.attachments if one_per_dude(card))]
    for limited in limits:
        held = holding(dude, limited)
        if len(held) > 1 and len(held) > allowed(dude, limited, held):
            excess.append((limited, held))
    return excess


def may_be_over_limit(game: Game) -> bool:
    """Whether some dude in play holds two attachments or more: only then can a limit be
    broken, so the check after every resolution usually stops here."""
    for card in game.in_play_unordered():  # noqa: SIM110 - a loop: no generator per check
        if len(card.attachments) > 1 and card.is_dude:
            return True
    return False


def enforce_limits(game: Game) -> Flow:
    """Every dude over a limit: its controller keeps one of that keyword and discards the
    rest; over a raised limit, discards one at a time until the dude is within it (a
    discard may lift the limit's requirement, or take the card that raised it)."""
    for dude in game.cards_in_play():
        if len(dude.attachments) < 2 or not dude.is_dude:
            continue  # checked after every event: the cheap test first
        for keyword, _held in over_limit(dude):
            while (held := holding(dude, keyword)) and len(held) > allowed(dude, keyword, held):
                if allowed(dude, keyword, held) > 1:
                    yield from discard_one(game, dude, keyword, held)
                else:
                    yield from keep_one(game, dude, keyword, held)


def discard_one(game: Game, dude: Card, keyword: str, held: list[Card]) -> Flow:
    """Over a raised limit ("can attach two Weapons" holding three): the dude's controller
    discards one of them."""
    player = dude.controller
    game.trace("attachments.limit")
    options = [Option(f"discard {card.uid}", f"{card.uid} (on {dude.uid})") for card in held]
    answer = yield Decision(player.index, f"Select {article(keyword)} {keyword}", options, kind=KIND)
    card = next(card for card in held if f"discard {card.uid}" == answer)
    game.actions.discard(card)
    game.log.add("{0} discards {1} from {2}", player, card, dude)


def keep_one(game: Game, dude: Card, keyword: str, held: list[Card]) -> Flow:
    """Ask the dude's controller which card of `keyword` stays; the others are discarded."""
    player = dude.controller
    game.trace("attachments.limit")
    options = [Option(f"keep {card.uid}", f"{card.uid} (on {dude.uid})") for card in held]

    def explain(who: int, answer: str) -> Refusal | None:
        """A "keep" naming anything else than these cards is refused by the limit rule."""
        if who != player.index or not answer.startswith("keep "):
            return None
        return Refusal(
            rule("attachments.limit"),
            f"{dude.uid} keeps one of their {keyword}s: {', '.join(o.id for o in options)}",
        )

    def by_discards(answer: str) -> list[str] | Refusal | None:
        """The rule's own words: "discard X" (or "discard X + discard Y" of three) names the
        cards to discard, the one left over is kept."""
        parts = answer.split(PART)
        if not all(p.startswith("discard ") for p in parts):
            return None
        named = {p.removeprefix("discard ") for p in parts}
        kept = [card for card in held if card.uid not in named]
        if len(kept) != 1 or len(named) != len(held) - 1:
            return Refusal(
                rule("attachments.limit"),
                f"{dude.uid} keeps one of their {keyword}s: discard {len(held) - 1} of "
                f"{', '.join(card.uid for card in held)}",
            )
        return [f"keep {kept[0].uid}"]

    answer = yield Decision(
        player.index,
        f"Select {article(keyword)} {keyword}",
        options,
        kind=KIND,
        explain=explain,
        expand=by_discards,
    )
    for card in held:
        if f"keep {card.uid}" != answer:
            game.actions.discard(card)
            game.log.add("{0} discards {1} from {2}", player, card, dude)


def article(noun: str) -> str:
    return "an" if noun[0].lower() in "aeiou" else "a"
