"""Draw-hand evaluation: poker ranks, jokers, cheatin' and tie-breaks.

A pure module (no game state) that answers "what is this five-card hand worth?" for
shootouts (highest wins) and Gamblin' lowball (lowest wins). Section numbers refer to the
rules digest, ``shared/rules/doomtown-rules.md``; where the digest marks a difference
between the printed rules and the online engine (⚠), the printed rules are followed.

Readings chosen here (each one a point the digest leaves open or marks ⚠):

* **Cheatin'** (§5.6): a hand is illegal when two or more *natural* cards in it share a
  value and suit, wherever they sit in the hand, kickers included (the engine only looks
  at the cards that make the rank; the printed rule names no such limit). Jokers are never
  natural cards, so four of a kind plus a joker is a legal Five of a Kind while five
  natural cards of one value always repeat a suit and are illegal.
* **Jokers in a shootout** are wild and take the value and suit that give the best hand.
  **Jokers in lowball** are also chosen in the player's favour, which there means the
  *lowest* hand: a joker avoids pairing, straightening or flushing the hand whenever it
  can, and as a kicker it becomes the lowest value that does none of those (§3.1).
  Jokers may take the face of another card in the hand: a shootout flush of 2♥ 5♥ 9♥ and
  two jokers is K♥ K♥ 9♥ 5♥ 2♥, which beats K♥ Q♥ 9♥ 5♥ 2♥ on values high to low.
* **Special jokers** follow their printed text (cards 10040/10041 and 14040/14041). A
  Devil's Joker makes the hand illegal and raises its rank by 2; a Heretic Joker makes the
  hand unable to be illegal and lowers its rank by 3. Each copy counts, and with both in
  one hand the Heretic's "cannot be illegal" wins (§1.2, §13.6). The Devil's Joker's text
  also beats the Dead Man's Hand's "never cheatin'": card text overrides the rules.
* **Dead Man's Hand** is exactly A♠ A♣ 8♠ 8♣ J♦; jokers may stand in for any of them.
  Those five cards are all different, so it can never hold a duplicate (§5.6).
* **Tie-breaks** list the card groups by size, then value, high first, with aces low:
  a Full House compares its three of a kind before its pair, in lowball too, so
  A-A-A-K-K beats 2-2-2-3-3 there (§3.1 ⚠, §14).
* **A short hand** (§5.5, §3.1): a player whose deck and discard pile together hold
  fewer cards than a hand needs plays the cards there are. Fewer than five cards make
  no Straight, Flush, Full House, Five of a Kind or Dead Man's Hand; pairs, three and
  four of a kind count as usual, and an empty hand is a High Card. Between hands of the
  same rank a missing card compares as lower than any card (the longer hand wins ties
  in a shootout, the shorter one in lowball).
* **Rank modifiers** (§5.6, §5.7, §3.1): the total rank is the base rank plus the special
  jokers' modifier plus effect modifiers, clamped to 1..11. A hand whose net modifier is
  positive is *raised* and counts as the worst hand of its new rank; a negative net
  modifier *lowers* it to the best hand of its new rank. A total of 11 ties every other
  total of 11, a natural Dead Man's Hand included, since rank 11 has no better or worse
  hands in it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum
from functools import cache
from itertools import combinations, combinations_with_replacement

__all__ = [
    "MAX_RANK",
    "MIN_RANK",
    "SUITS",
    "HandNotationError",
    "HandResult",
    "PlayingCard",
    "Rank",
    "best_hand",
    "compare",
    "describe",
    "evaluate",
    "parse_card",
    "parse_cards",
]

#: Suits in notation order: spades (dudes), hearts (goods), diamonds (deeds), clubs (actions), §1.1.
SUITS = ("S", "H", "D", "C")
#: The card values, K down to A, as a player is offered them (§1.1: aces are low).
VALUES = tuple(range(13, 0, -1))
#: Total ranks are clamped to this range (§5.6).
MIN_RANK, MAX_RANK = 1, 11

_VALUE_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
_VALUE_NOTATION = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13} | {str(v): v for v in range(2, 11)}
_SUIT_NOTATION = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"} | {suit: suit for suit in SUITS}
_JOKER_WORDS = {"JOKER": "joker", "JK": "joker", "*": "joker", "DEVIL": "devil", "HERETIC": "heretic"}
_JOKER_NAMES = {"joker": "JOKER", "devil": "DEVIL", "heretic": "HERETIC"}
#: Printed rank modifiers of the special jokers (§1.2).
_JOKER_MODIFIERS = {"joker": 0, "devil": 2, "heretic": -3}
_NOTATION_HELP = (
    "write a value (A, 2-10, J, Q, K) followed by a suit (S, H, D, C), "
    "or JOKER (also DEVIL, HERETIC; a joker may be pinned, e.g. JOKER=5H)"
)
_DEAD_MANS_HAND = frozenset({(1, "S"), (1, "C"), (8, "S"), (8, "C"), (11, "D")})


class HandNotationError(ValueError):
    """Raised for text that is not a card in the notation of `parse_card`."""


@dataclass(frozen=True, slots=True)
class PlayingCard:
    """One card of a draw hand, as far as poker is concerned.

    ``value`` runs 1..13 (A=1, J=11, Q=12, K=13; aces are low, §1.1) and ``suit`` is one of
    `SUITS`. A joker has ``joker`` set to "joker", "devil" or "heretic"; while it is wild
    its value is 0 and its suit "". A joker that has been given a value and suit (by the
    evaluator, see `HandResult.assigned`, or by the player) keeps its ``joker`` kind, so it
    still never counts as a natural card for cheatin'.
    """

    value: int
    suit: str
    joker: str | None = None

    def __post_init__(self) -> None:
        if self.joker is not None and self.joker not in _JOKER_NAMES:
            raise ValueError(f"unknown joker kind {self.joker!r}; expected one of {sorted(_JOKER_NAMES)}")
        if self.wild:
            return
        if not 1 <= self.value <= 13 or self.suit not in SUITS:
            raise ValueError(
                f"a card needs a value 1..13 and a suit in {SUITS}, got {self.value!r}, {self.suit!r}"
            )

    @property
    def wild(self) -> bool:
        """True for a joker whose value and suit are still to be chosen."""
        return self.joker is not None and self.value == 0 and self.suit == ""

    def __str__(self) -> str:
        face = f"{_VALUE_NAMES.get(self.value, str(self.value))}{self.suit}"
        if self.joker is None:
            return face
        name = _JOKER_NAMES[self.joker]
        return name if self.wild else f"{name}={face}"


def parse_card(text: str) -> PlayingCard:
    """Read one card: ``AS``, ``10h``, ``T♥``, ``JOKER`` / ``JK`` / ``*``, ``DEVIL``, ``HERETIC``.

    A joker may be pinned to a value and suit with ``=``, e.g. ``JOKER=5H``: that is also how
    `PlayingCard.__str__` writes the jokers of `HandResult.assigned`, so they read back.
    """
    token = text.strip()
    head, pinned, face = token.upper().replace("\ufe0f", "").partition("=")
    kind = _JOKER_WORDS.get(head)
    if kind is None:
        natural = None if pinned else _parse_face(head)
    elif not pinned:
        return PlayingCard(0, "", kind)
    else:
        natural = _parse_face(face)
    if natural is None:
        raise HandNotationError(f"{token!r} is not a card: {_NOTATION_HELP}")
    return natural if kind is None else PlayingCard(natural.value, natural.suit, kind)


def _parse_face(text: str) -> PlayingCard | None:
    """A natural card from upper-cased ``<value><suit>`` text, or None if it is not one."""
    value, suit = _VALUE_NOTATION.get(text[:-1]), _SUIT_NOTATION.get(text[-1:])
    return None if value is None or suit is None else PlayingCard(value, suit)


def parse_cards(text: str) -> list[PlayingCard]:
    """Read cards separated by spaces and/or commas, e.g. ``"AS AC, 8S 8C JD"``."""
    return [parse_card(token) for token in re.split(r"[\s,]+", text) if token]


class Rank(IntEnum):
    """Base hand ranks (§5.6). Dead Man's Hand outranks everything."""

    HIGH_CARD = 1
    ONE_PAIR = 2
    TWO_PAIR = 3
    THREE_OF_A_KIND = 4
    STRAIGHT = 5
    FLUSH = 6
    FULL_HOUSE = 7
    FOUR_OF_A_KIND = 8
    STRAIGHT_FLUSH = 9
    FIVE_OF_A_KIND = 10
    DEAD_MANS_HAND = 11

    @property
    def label(self) -> str:
        """The display name, e.g. "Three of a Kind"."""
        return _RANK_LABELS[self]


_RANK_LABELS = {
    Rank.HIGH_CARD: "High Card",
    Rank.ONE_PAIR: "One Pair",
    Rank.TWO_PAIR: "Two Pair",
    Rank.THREE_OF_A_KIND: "Three of a Kind",
    Rank.STRAIGHT: "Straight",
    Rank.FLUSH: "Flush",
    Rank.FULL_HOUSE: "Full House",
    Rank.FOUR_OF_A_KIND: "Four of a Kind",
    Rank.STRAIGHT_FLUSH: "Straight Flush",
    Rank.FIVE_OF_A_KIND: "Five of a Kind",
    Rank.DEAD_MANS_HAND: "Dead Man's Hand",
}

#: Group sizes (largest first) → rank, for hands that are neither straights nor flushes.
_SHAPE_RANKS = {
    (5,): Rank.FIVE_OF_A_KIND,
    (4, 1): Rank.FOUR_OF_A_KIND,
    (3, 2): Rank.FULL_HOUSE,
    (3, 1, 1): Rank.THREE_OF_A_KIND,
    (2, 2, 1): Rank.TWO_PAIR,
    (2, 1, 1, 1): Rank.ONE_PAIR,
    (1, 1, 1, 1, 1): Rank.HIGH_CARD,
}


def _shape_rank(shape: tuple[int, ...]) -> Rank:
    """The rank of a hand by its group sizes; a short hand (fewer than five cards) by the
    largest groups it has: four or three of a kind, two pair, one pair, high card."""
    if shape in _SHAPE_RANKS:
        return _SHAPE_RANKS[shape]
    if shape[:1] == (4,):
        return Rank.FOUR_OF_A_KIND
    if shape[:1] == (3,):
        return Rank.THREE_OF_A_KIND
    if shape[:2] == (2, 2):
        return Rank.TWO_PAIR
    return Rank.ONE_PAIR if shape[:1] == (2,) else Rank.HIGH_CARD


@dataclass(frozen=True, slots=True)
class HandResult:
    """What a five-card draw hand is worth (or a short one, with fewer cards).

    ``rank`` is the base rank; ``joker_modifier`` the special jokers' printed modifier;
    ``cards`` the five cards as given and ``assigned`` the same cards with every wild joker
    given the value and suit the evaluator chose. ``tiebreak`` compares hands of equal
    rank, most significant value first (§5.7). ``edited_by`` is how far an edit of the
    hand's cards printed "this counts as modifying your hand rank" (See-Through
    Spectacles) moved its base rank: it is already in ``rank``, but the hand counts as
    raised (or lowered) by it when ranks tie (§5.6 modifying rank).
    """

    rank: Rank
    cards: tuple[PlayingCard, ...]
    assigned: tuple[PlayingCard, ...]
    cheatin: bool
    joker_modifier: int
    tiebreak: tuple[int, ...]
    lowball: bool = False
    edited_by: int = 0

    @property
    def name(self) -> str:
        """The base rank's display name, e.g. "Full House"."""
        return self.rank.label

    def total(self, modifier: int = 0) -> int:
        """Total rank: base + special jokers + ``modifier``, clamped to 1..11 (§5.6)."""
        return max(MIN_RANK, min(MAX_RANK, self.rank + self.joker_modifier + modifier))


def evaluate(cards: Iterable[PlayingCard], *, lowball: bool = False) -> HandResult:
    """Evaluate five cards, choosing wild jokers in the player's favour; fewer when the
    player has run out of cards (a short hand, see the module notes).

    In a shootout that is the highest hand; in lowball (``lowball=True``) the lowest (§3.1).
    Whether the hand is cheatin' depends only on its natural cards and special jokers, never
    on how the jokers are assigned, so the choice just maximises (or minimises) rank and
    tie-break.
    """
    hand = tuple(cards)
    if len(hand) > 5:
        raise ValueError(f"a draw hand has at most 5 cards, got {len(hand)}")
    fixed = [(card.value, card.suit) for card in hand if not card.wild]
    rank, tiebreak, faces = _rank(fixed, lowball, len(hand))
    choices = iter(faces)
    naturals = [(card.value, card.suit) for card in hand if card.joker is None]
    jokers = [card.joker for card in hand if card.joker is not None]
    return HandResult(
        rank=rank,
        cards=hand,
        assigned=tuple(PlayingCard(*next(choices), card.joker) if card.wild else card for card in hand),
        cheatin="heretic" not in jokers and ("devil" in jokers or len(set(naturals)) < len(naturals)),
        joker_modifier=sum(_JOKER_MODIFIERS[kind] for kind in jokers),
        tiebreak=tiebreak,
        lowball=lowball,
    )


def _rank(
    fixed: list[tuple[int, str]], lowball: bool, size: int = 5
) -> tuple[Rank, tuple[int, ...], list[tuple[int, str]]]:
    """Rank, tie-break and the wild jokers' (value, suit) faces, given the other cards' faces.

    In lowball a wild joker never completes a Dead Man's Hand: any other face is lower.
    A short hand (`size` < 5) is never a Dead Man's Hand nor a flush.
    """
    wild = size - len(fixed)
    full = size == 5
    dead_mans = len(set(fixed)) == len(fixed) and _DEAD_MANS_HAND.issuperset(fixed)
    if full and dead_mans and not (lowball and wild):
        return Rank.DEAD_MANS_HAND, (), sorted(_DEAD_MANS_HAND.difference(fixed))
    suits = {suit for _, suit in fixed}
    flush = full and len(suits) <= 1 and not (lowball and wild)
    rank, tiebreak, values = _choose(tuple(sorted(value for value, _ in fixed)), wild, flush, lowball)
    return rank, tiebreak, list(zip(values, _joker_suits(suits, wild, flush), strict=True))


def _preference_of(hand: tuple[PlayingCard, ...], lowball: bool) -> tuple[int, bool, int, tuple[int, ...]]:
    """`_preference(evaluate(hand, lowball=lowball), lowball)` without building the
    `HandResult` and the jokers' faces: `best_hand` ranks every five of up to ten cards
    (252 hands) and builds a result only for the one it keeps. Both read the same
    `_choose`/`_classify` tables, so they cannot disagree (tests/test_hands.py checks it)."""
    fixed = []
    naturals = []
    modifier = 0
    heretic = devil = False
    for card in hand:
        joker = card.joker
        face = (card.value, card.suit)
        if joker is None:
            naturals.append(face)
            fixed.append(face)
            continue
        modifier += _JOKER_MODIFIERS[joker]
        heretic = heretic or joker == "heretic"
        devil = devil or joker == "devil"
        if not card.wild:
            fixed.append(face)
    size = len(hand)
    wild = size - len(fixed)
    distinct = set(fixed)
    tiebreak: tuple[int, ...]
    if (
        size == 5
        and len(distinct) == len(fixed)
        and _DEAD_MANS_HAND.issuperset(distinct)
        and not (lowball and wild)
    ):
        rank, tiebreak = Rank.DEAD_MANS_HAND, ()
    else:
        flush = size == 5 and len({suit for _, suit in fixed}) <= 1 and not (lowball and wild)
        rank, tiebreak, _values = _choose(tuple(sorted(value for value, _ in fixed)), wild, flush, lowball)
    cheatin = not heretic and (devil or len(set(naturals)) < len(naturals))
    total = max(MIN_RANK, min(MAX_RANK, rank + modifier))
    if total == MAX_RANK:
        standing: tuple[int, int, tuple[int, ...]] = (total, 0, ())
    elif modifier:
        standing = (total, -1 if modifier > 0 else 1, ())
    else:
        standing = (total, 0, tiebreak)
    legal_first = cheatin if lowball else not cheatin
    return standing[0], legal_first, standing[1], standing[2]


@cache
def _choose(
    values: tuple[int, ...], wild: int, flush: bool, lowball: bool
) -> tuple[Rank, tuple[int, ...], tuple[int, ...]]:
    """Best (or, in lowball, lowest) rank and tie-break over the wild jokers' values.

    ``values`` are the sorted values of the non-wild cards. Returns the rank, tie-break and
    the jokers' values. The arguments leave suits out, so the cache stays small (some
    tens of thousands of entries at most).
    """
    options = (
        (*_classify(tuple(sorted(values + extra)), flush), extra)
        for extra in combinations_with_replacement(_joker_values(values, wild, lowball), wild)
    )
    pick = min if lowball else max
    return pick(options, key=lambda option: option[:2])


def _joker_values(values: tuple[int, ...], wild: int, lowball: bool) -> list[int]:
    """The values worth trying for ``wild`` jokers added to cards of these ``values``.

    Those are the hand's own values, the values that could make a straight with it, and
    the ``wild`` highest (in lowball, lowest) of the other values. Any other value would
    pair nothing and straighten nothing, just like those, only with a worse tie-break.
    """
    relevant = set(values)
    if len(relevant) == len(values):
        for low in range(1, 10):
            if all(low <= value <= low + 4 for value in values):
                relevant.update(range(low, low + 5))
    others = [value for value in range(1, 14) if value not in relevant]
    return sorted(relevant.union(others[:wild] if lowball else others[len(others) - wild :]))


def _joker_suits(suits: set[str], wild: int, flush: bool) -> list[str]:
    """Suits for the wild jokers: the hand's one suit when it should flush; otherwise suits
    that keep the hand from flushing (lowball jokers avoid flushes, §3.1)."""
    if flush:
        return [next(iter(suits), SUITS[0])] * wild
    spare = [suit for suit in SUITS if {suit} != suits]
    return [spare[i % len(spare)] for i in range(wild)]


@cache
def _classify(values: tuple[int, ...], flush: bool) -> tuple[Rank, tuple[int, ...]]:
    """Rank and tie-break of five sorted values (aces low, no wrap-around, §1.1, §5.6).

    The tie-break lists the values grouped by (group size, value), largest first: a Full
    House compares trips then pair, Two Pair high pair, low pair, kicker (§5.7).
    """
    counts: dict[int, int] = {}
    for value in values:
        counts[value] = counts.get(value, 0) + 1
    groups = sorted(counts.items(), key=lambda group: (group[1], group[0]), reverse=True)
    if len(groups) == 5 and values[-1] - values[0] == 4:
        return (Rank.STRAIGHT_FLUSH if flush else Rank.STRAIGHT), (values[-1],)
    rank = _shape_rank(tuple(count for _, count in groups))
    if flush and rank < Rank.FLUSH:
        return Rank.FLUSH, values[::-1]
    return rank, tuple(value for value, _ in groups)


def best_hand(cards: Iterable[PlayingCard], *, lowball: bool = False) -> HandResult:
    """The best five-card hand among five or more cards: what a player keeps after a draw.
    Fewer than five cards are a short hand, kept whole.

    Best is the highest total rank in a shootout, the lowest in lowball; at equal total a
    legal hand beats a cheatin' one, then `compare` decides. The total includes the special
    jokers' modifiers, so a player sheds a Heretic Joker in a shootout and keeps it in
    lowball. Ties keep the first five in the order given.
    """
    pool = tuple(cards)
    if len(pool) <= 5:  # five cards are their own best five (and fewer a short hand)
        return evaluate(pool, lowball=lowball)
    if all(card.joker is None for card in pool):
        # Most pools: no joker, so each five is ranked from its faces alone.
        faces = [(card.value, card.suit) for card in pool]
        indices = combinations(range(len(pool)), 5)
        pick = min if lowball else max
        best = pick(indices, key=lambda five: _natural_preference(tuple(faces[i] for i in five), lowball))
        return evaluate(tuple(pool[i] for i in best), lowball=lowball)
    fives = combinations(pool, 5)
    if lowball:
        kept = min(fives, key=lambda five: _preference_of(five, True))
    else:
        kept = max(fives, key=lambda five: _preference_of(five, False))
    return evaluate(kept, lowball=lowball)


def _natural_preference(
    faces: tuple[tuple[int, str], ...], lowball: bool
) -> tuple[int, bool, int, tuple[int, ...]]:
    """`_preference_of` for five cards without a joker, given their (value, suit) faces:
    no wild card, no modifier, cheatin' exactly when two faces are the same."""
    distinct = set(faces)
    tiebreak: tuple[int, ...]
    if len(distinct) == 5 and _DEAD_MANS_HAND.issuperset(distinct):
        rank, tiebreak = Rank.DEAD_MANS_HAND, ()
    else:
        flush = len({suit for _, suit in faces}) == 1
        rank, tiebreak, _values = _choose(tuple(sorted(value for value, _ in faces)), 0, flush, lowball)
    cheatin = len(distinct) < 5
    total = max(MIN_RANK, min(MAX_RANK, int(rank)))
    return total, cheatin if lowball else not cheatin, 0, () if total == MAX_RANK else tiebreak


def _preference(hand: HandResult, lowball: bool) -> tuple[int, bool, int, tuple[int, ...]]:
    """`best_hand`'s key (largest wins a shootout, smallest lowball): `_standing` with a
    legal hand put first among hands of equal total."""
    total, modification, tiebreak = _standing(hand, 0)
    legal_first = hand.cheatin if lowball else not hand.cheatin
    return total, legal_first, modification, tiebreak


def compare(a: HandResult, b: HandResult, *, modifier_a: int = 0, modifier_b: int = 0) -> int:
    """>0 if hand ``a`` wins, <0 if ``b`` wins, 0 for an exact tie (§5.7; lowball §3.1).

    ``modifier_a``/``modifier_b`` are effect modifiers on top of the special jokers'. Higher
    total wins a shootout and lower total wins lowball. At equal totals a raised hand is the
    worst of its rank and a lowered one the best; hands raised alike or lowered alike tie;
    unmodified hands compare tie-breaks. Cheatin' does not affect who wins (§5.6).
    """
    if a.lowball != b.lowball:
        raise ValueError("cannot compare a lowball hand with a shootout hand")
    mine, theirs = _standing(a, modifier_a), _standing(b, modifier_b)
    if a.lowball:
        mine, theirs = theirs, mine
    return (mine > theirs) - (mine < theirs)


def _standing(hand: HandResult, modifier: int) -> tuple[int, int, tuple[int, ...]]:
    """How strong a poker hand is, as a key where higher is stronger (§5.6 modifying rank).

    (total, +1 lowered / 0 unmodified / -1 raised, tie-break if unmodified). Every total of
    11 is the same key: "any result of 11 or more is 11 and ties every other 11".
    """
    total = hand.total(modifier)
    net = hand.joker_modifier + modifier + hand.edited_by
    if total == MAX_RANK:
        return total, 0, ()
    if net:
        return total, -1 if net > 0 else 1, ()
    return total, 0, hand.tiebreak


def describe(result: HandResult, modifier: int = 0) -> str:
    """A log-line description: "Two Pair (rank 3)", "Cheatin' Full House (rank 7+2 = 9)"."""
    net = result.joker_modifier + modifier
    total = result.total(modifier)
    ranking = f"rank {result.rank:d}{net:+d} = {total}" if net else f"rank {total}"
    cheatin = "Cheatin' " if result.cheatin else ""
    return f"{cheatin}{result.name} ({ranking})"
