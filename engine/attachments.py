"""Attachment limits (rules digest §1.4, §3.5): at most one Weapon, one Horse and one
Attire per dude.

The limit never refuses a play: shoppin', trading or an ability may give a dude a
second Weapon. Once that play resolves, the dude's controller chooses which one to
keep and discards the rest. The engine checks after every resolution (the end of
`Game.resolve_events`), so a play that attaches cards of any kind, by any route, is
covered by this one place.
"""

from __future__ import annotations

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


def over_limit(dude: Card) -> list[tuple[str, list[Card]]]:
    """Each limited keyword of which `dude` holds more than one, with the cards."""
    if len(dude.attachments) < 2:
        return []
    excess = []
    for keyword in LIMITED:
        held = dude.attachments_with(keyword)
        if len(held) > 1:
            excess.append((keyword, held))
    return excess


def may_be_over_limit(game: Game) -> bool:
    """Whether some dude in play holds two attachments or more: only then can a limit be
    broken, so the check after every resolution usually stops here."""
    for card in game.in_play_unordered():  # noqa: SIM110 - a loop: no generator per check
        if len(card.attachments) > 1 and card.is_dude:
            return True
    return False


def enforce_limits(game: Game) -> Flow:
    """Every dude over a limit: its controller keeps one of that keyword, discards the rest."""
    for dude in game.cards_in_play():
        if len(dude.attachments) < 2 or not dude.is_dude:
            continue  # checked after every event: the cheap test first
        for keyword, held in over_limit(dude):
            yield from keep_one(game, dude, keyword, held)


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
