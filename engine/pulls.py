"""Pulls and skill checks (rules digest §7.1).

A pull flips the top card of the puller's deck (shuffling the discard pile in when the
deck is empty), uses its value and suit, then discards it; a pulled joker is named by
the puller and aced afterwards (a Heretic joker is discarded instead). A skill check
succeeds when the pulled value plus the skill rating (and bonuses) reaches the
difficulty; the total is kept for "succeeds by N" effects.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.decisions import Decision, Option
from engine.flow import Flow
from engine.reactions import resolve_event
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

VALUE_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}


def value_name(value: int) -> str:
    return VALUE_NAMES.get(value, str(value))


def choose_value_and_suit(
    player: Player, *, kinds: tuple[str, str] = ("choice", "choice"), values: Sequence[int] | None = None
) -> Flow:
    """Ask `player` for a value (K down to A) and then a suit: a pulled joker's face
    (§7.1), or "the suit and value of your choice" of a card effect. Returns (value, suit);
    `kinds` names the two decisions (a pulled joker's are "joker value" and "joker suit");
    `values` limits the values offered ("their new values cannot match another value")."""
    allowed = range(13, 0, -1) if values is None else sorted(values, reverse=True)
    options = [Option(value_name(v), value_name(v)) for v in allowed]
    value_text = yield Decision(player.index, "Select a value", options, kind=kinds[0])
    value = next(v for v in range(1, 14) if value_name(v) == value_text)
    suit = yield from choose_suit(player, kind=kinds[1])
    return value, suit


def choose_suit(player: Player, *, kind: str = "choice") -> Flow:
    """Ask `player` for a suit ("change the card to the suit of your choice"); returns it."""
    suit: str = yield Decision(
        player.index, "Select a suit", [Option(s, n) for s, n in SUIT_NAMES.items()], kind=kind
    )
    return suit


@dataclass(frozen=True)
class Pull:
    """What a pull showed: the card (None if nothing could be pulled), value and suit."""

    card: Card | None
    value: int
    suit: str

    @property
    def text(self) -> str:
        return f"{value_name(self.value)}{self.suit}" if self.value else "nothing"


def pull(game: Game, player: Player) -> Flow:
    """Pull a card for `player` (a generator: a joker asks for its value and suit)."""
    game.trace("pull.card")
    if not game.actions.reshuffle_if_empty(player):
        game.log.add("{0} has no card to pull", player)
        return Pull(None, 0, "")
    card = player.deck.pop(0)
    card.zone = Zone.PULLED
    game.pulled.append(card)
    if card.data.is_joker:
        game.trace("pull.joker")
        game.trace_item("in_play", card.data.code)  # a joker's proof is its use (draw_hands.trace_jokers)
        value, suit = yield from choose_value_and_suit(player, kinds=("joker value", "joker suit"))
    else:
        value, suit = card.data.value or 0, card.data.suit or ""
    result = Pull(card, value, suit)
    if card.data.is_joker:
        game.log.add("{0} pulls {1} as {2}", player, card, result.text)
    else:
        game.log.add("{0} pulls {1}", player, result.text)
    game.emit("onCardPulled", card=card, value=value, suit=suit, player=player)
    return result


@dataclass(eq=False)
class PullMade:
    """A dude's pull before it is used: reacts to "after this dude makes a pull" may
    replace it (`Actions.replace_pull`); the check then uses `pull`."""

    player: Player
    dude: Card
    pull: Pull
    #: The card the pull is for ("a pull for a Gadget"): the Gadget being invented, or the
    #: card whose ability pulls; None when nothing says.
    source: Card | None = None
    #: The skill the pull is for ("pulls for a Mad Scientist skill check", Prof. Aloysius
    #: Roe); None for a pull that is no skill check (a Kung Fu test, an ability's pull).
    skill: str | None = None


def dude_pulls(
    game: Game, player: Player, dude: Card, source: Card | None = None, *, skill: str | None = None
) -> Flow:
    """A pull made for `dude` (a skill check for `skill`, a Kung Fu test), for the card
    `source`: pull, then a react window in which "after this dude makes a pull" reacts may
    replace the pull, or increase it, before it is used (§7.1, §8.2). The window opens at
    once, not at the end of the step, because the pull is used right after it. Returns the
    pull to use."""
    result = yield from pull(game, player)
    if result.card is None:
        return result
    made = PullMade(player, dude, result, source, skill)
    game.emit("onPullMade", player=player, dude=dude, pull=made)
    yield from resolve_event(game, game.event_queue.pop())
    return made.pull


def finish_pull(game: Game, result: Pull) -> None:
    """The pulled card goes to the discard pile; a joker is aced, a Heretic discarded (§7.1)."""
    card = result.card
    if card is None or card.zone is not Zone.PULLED:
        return
    game.pulled.remove(card)
    card.zone = Zone.DECK  # leaves no pile; put_in_pile takes it from here
    if card.data.is_joker and not card.title.lower().startswith("heretic"):
        game.actions.ace(card)
        game.log.add("{0} aces {1} after the pull", card.owner, card)
    else:
        game.actions.discard(card)


@dataclass(frozen=True)
class SkillCheck:
    pull: Pull
    rating: int
    bonus: int
    difficulty: int

    @property
    def total(self) -> int:
        return self.pull.value + self.rating + self.bonus

    @property
    def succeeded(self) -> bool:
        return self.pull.card is not None and self.total >= self.difficulty

    @property
    def margin(self) -> int:
        """By how much the check succeeded ("succeeds by 6 or more")."""
        return self.total - self.difficulty


#: The stat of a bonus to a dude's skill checks (not to his skill rating): "skill check:huckster".
CHECK_BONUS = "skill check:"


def check_bonus(game: Game, dude: Card, skill: str) -> int:
    """What effects add to each `skill` check `dude` makes ("add Maria's bounty to each
    Huckster skill check she makes"): unlike a skill bonus, it leaves his rating, which
    other cards read, as printed (§7.1)."""
    stat = CHECK_BONUS + skill
    return sum(
        spec.value_for(dude)
        for effect in game.effects.effects_on(dude)
        for spec in effect.specs
        if spec.kind == "modify" and spec.stat == stat
    )


def skill_check(
    game: Game,
    player: Player,
    dude: Card,
    skill: str,
    difficulty: int,
    *,
    bonus: int = 0,
    kind: str = "skill",
    source: Card | None = None,
) -> Flow:
    """Pull for `dude`'s `skill` against `difficulty` (never below 1) (§7.1). `kind` says
    which kind of pull it is ("spell", "gadget"): the success and failure events carry it
    for texts such as "after your dude succeeds at a spell pull"; `source` is the card the
    pull is for (`PullMade.source`)."""
    difficulty = max(1, difficulty)
    result = yield from dude_pulls(game, player, dude, source, skill=skill)
    rating = dude.skill(skill) or 0
    bonus += check_bonus(game, dude, skill)
    check = SkillCheck(result, rating, bonus, difficulty)
    game.trace("pull.skill_check")
    if result.card is None:
        game.log.add("{0}'s {1} fails with nothing to pull", player, dude)
    else:
        outcome = "succeeds" if check.succeeded else "fails"
        game.log.add(
            "{0}'s {1} {2} by {3} with {4} + {5} = {6} against difficulty {7}",
            player,
            dude,
            outcome,
            abs(check.margin),
            result.text,
            rating + bonus,
            check.total,
            difficulty,
        )
    finish_pull(game, result)
    game.emit(
        "onPullSuccess" if check.succeeded else "onPullFail",
        player=player,
        dude=dude,
        check=check,
        kind=kind,
        location=dude.location,
    )
    return check
