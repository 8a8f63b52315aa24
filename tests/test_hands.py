"""Tests for `engine.hands`: notation, ranks, jokers, cheatin', tie-breaks and comparison.

Section numbers refer to the rules digest (shared/rules/doomtown-rules.md).
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.hands import (
    MAX_RANK,
    MIN_RANK,
    SUITS,
    HandNotationError,
    HandResult,
    PlayingCard,
    Rank,
    best_hand,
    compare,
    describe,
    evaluate,
    parse_card,
    parse_cards,
)

DECK = [PlayingCard(value, suit) for value in range(1, 14) for suit in SUITS]
JOKER = PlayingCard(0, "", "joker")


def hand(text: str, *, lowball: bool = False) -> HandResult:
    return evaluate(parse_cards(text), lowball=lowball)


def best(text: str, *, lowball: bool = False) -> HandResult:
    return best_hand(parse_cards(text), lowball=lowball)


def shown(result: HandResult) -> str:
    return " ".join(map(str, result.assigned))


# --- notation ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("AS", PlayingCard(1, "S")),
        ("as", PlayingCard(1, "S")),
        ("2h", PlayingCard(2, "H")),
        ("10D", PlayingCard(10, "D")),
        ("TD", PlayingCard(10, "D")),
        ("t♥", PlayingCard(10, "H")),
        ("JC", PlayingCard(11, "C")),
        ("Q♦", PlayingCard(12, "D")),
        ("Q♦\ufe0f", PlayingCard(12, "D")),
        ("K♣", PlayingCard(13, "C")),
        ("A♠", PlayingCard(1, "S")),
        (" 9s ", PlayingCard(9, "S")),
        ("JOKER", JOKER),
        ("joker", JOKER),
        ("JK", JOKER),
        ("*", JOKER),
        ("DEVIL", PlayingCard(0, "", "devil")),
        ("Heretic", PlayingCard(0, "", "heretic")),
        ("JOKER=5H", PlayingCard(5, "H", "joker")),
        ("devil=kd", PlayingCard(13, "D", "devil")),
    ],
)
def test_parse_card_accepts_the_notation(text: str, card: PlayingCard) -> None:
    assert parse_card(text) == card


@pytest.mark.parametrize("card", [*DECK, JOKER, PlayingCard(0, "", "devil"), PlayingCard(7, "C", "heretic")])
def test_str_reads_back(card: PlayingCard) -> None:
    assert parse_card(str(card)) == card


def test_str_uses_the_documented_notation() -> None:
    cards = parse_cards("AS 10H JD QC KS JOKER DEVIL HERETIC JOKER=8C")
    assert [str(card) for card in cards] == [
        "AS", "10H", "JD", "QC", "KS", "JOKER", "DEVIL", "HERETIC", "JOKER=8C",
    ]  # fmt: skip


def test_parse_cards_splits_on_spaces_and_commas() -> None:
    assert parse_cards(" AS,AC ,  8S\t8C\nJD ") == parse_cards("AS AC 8S 8C JD")
    assert parse_cards("") == []


@pytest.mark.parametrize(
    "token", ["1X", "11S", "1S", "AX", "S", "10", "ASS", "JOKER=", "JOKER=ZZ", "AS=5H", "JOKERS", "=5H"]
)
def test_parse_card_rejects_bad_tokens_naming_them(token: str) -> None:
    with pytest.raises(HandNotationError) as caught:
        parse_card(token)
    message = str(caught.value)
    assert message.startswith(f"{token!r} is not a card: ")
    assert "(A, 2-10, J, Q, K)" in message
    assert "(S, H, D, C)" in message
    assert "JOKER" in message


def test_notation_error_is_a_value_error_and_names_the_bad_token_in_a_list() -> None:
    with pytest.raises(ValueError, match=r"^'KX' is not a card: write a value"):
        parse_cards("AS KX 2D")


@pytest.mark.parametrize(
    ("value", "suit", "joker"),
    [(14, "S", None), (0, "S", None), (5, "X", None), (5, "", None), (0, "", None), (0, "S", "joker"),
     (0, "", "wizard"), (5, "", "joker")],
)  # fmt: skip
def test_playing_card_rejects_impossible_cards(value: int, suit: str, joker: str | None) -> None:
    with pytest.raises(ValueError):
        PlayingCard(value, suit, joker)


def test_only_an_unassigned_joker_is_wild() -> None:
    assert JOKER.wild
    assert not parse_card("JOKER=5H").wild
    assert not parse_card("5H").wild


# --- ranks -------------------------------------------------------------------------------


def test_rank_values_and_display_names() -> None:
    assert [(int(rank), rank.label) for rank in Rank] == [
        (1, "High Card"), (2, "One Pair"), (3, "Two Pair"), (4, "Three of a Kind"), (5, "Straight"),
        (6, "Flush"), (7, "Full House"), (8, "Four of a Kind"), (9, "Straight Flush"),
        (10, "Five of a Kind"), (11, "Dead Man's Hand"),
    ]  # fmt: skip


NATURAL_HANDS = [
    ("2S 5H 9D JC KS", Rank.HIGH_CARD, (13, 11, 9, 5, 2)),
    ("AS 3H 5D 7C 9S", Rank.HIGH_CARD, (9, 7, 5, 3, 1)),
    ("9S 9H 2D 5C KS", Rank.ONE_PAIR, (9, 13, 5, 2)),
    ("AS AH 2D 5C KS", Rank.ONE_PAIR, (1, 13, 5, 2)),
    ("9S 9H 5D 5C KS", Rank.TWO_PAIR, (9, 5, 13)),
    ("AS AH KD KC 2S", Rank.TWO_PAIR, (13, 1, 2)),
    ("4S 4H 4D KC 2S", Rank.THREE_OF_A_KIND, (4, 13, 2)),
    ("5S 6H 7D 8C 9S", Rank.STRAIGHT, (9,)),
    ("AS 2H 3D 4C 5S", Rank.STRAIGHT, (5,)),
    ("9S 10H JD QC KS", Rank.STRAIGHT, (13,)),
    ("2H 5H 9H JH KH", Rank.FLUSH, (13, 11, 9, 5, 2)),
    ("4S 4H 4D KC KS", Rank.FULL_HOUSE, (4, 13)),
    ("KS KH KD 4C 4S", Rank.FULL_HOUSE, (13, 4)),
    ("7S 7H 7D 7C 2S", Rank.FOUR_OF_A_KIND, (7, 2)),
    ("5H 6H 7H 8H 9H", Rank.STRAIGHT_FLUSH, (9,)),
    ("AC 2C 3C 4C 5C", Rank.STRAIGHT_FLUSH, (5,)),
    ("7S 7H 7D 7C 7S", Rank.FIVE_OF_A_KIND, (7,)),
    ("AS AC 8S 8C JD", Rank.DEAD_MANS_HAND, ()),
    ("JD 8C AS 8S AC", Rank.DEAD_MANS_HAND, ()),
]


@pytest.mark.parametrize(("text", "rank", "tiebreak"), NATURAL_HANDS)
@pytest.mark.parametrize("lowball", [False, True])
def test_natural_hands(text: str, rank: Rank, tiebreak: tuple[int, ...], lowball: bool) -> None:
    result = hand(text, lowball=lowball)
    assert (result.rank, result.tiebreak, result.name) == (rank, tiebreak, rank.label)
    assert result.assigned == result.cards == tuple(parse_cards(text))
    assert result.joker_modifier == 0
    assert result.lowball is lowball


@pytest.mark.parametrize(
    ("text", "rank"),
    [
        ("10S JH QD KC AS", Rank.HIGH_CARD),  # aces are low only: no ace-high straight
        ("JS QH KD AC 2S", Rank.HIGH_CARD),  # and no wrap-around
        ("QS KH AD 2C 3S", Rank.HIGH_CARD),
        ("10S JS QS KS AS", Rank.FLUSH),  # so no royal straight flush either
        ("AS AC 8S 8C JH", Rank.TWO_PAIR),  # J♥ is not J♦
        ("AS AH 8S 8C JD", Rank.TWO_PAIR),  # A♥ is not A♣
        ("AS AC 8S 8D JD", Rank.TWO_PAIR),
    ],
)
def test_ace_low_no_wrap_and_exact_dead_mans_hand(text: str, rank: Rank) -> None:
    assert hand(text).rank is rank


def test_dead_mans_hand_needs_exactly_its_five_cards() -> None:
    result = hand("AS AS 8S 8C JD")  # a duplicate A♠ is not the A♣
    assert (result.rank, result.tiebreak, result.cheatin) == (Rank.TWO_PAIR, (8, 1, 11), True)


# --- jokers in shootouts -------------------------------------------------------------------

SHOOTOUT_JOKER_HANDS = [
    # one joker
    ("2S 5H 9D JC JOKER", Rank.ONE_PAIR, (11, 9, 5, 2), "2S 5H 9D JC JOKER=JS"),
    ("9S 9H 5D 2C JOKER", Rank.THREE_OF_A_KIND, (9, 5, 2), "9S 9H 5D 2C JOKER=9S"),
    ("5S 6H 7D 9C JOKER", Rank.STRAIGHT, (9,), "5S 6H 7D 9C JOKER=8S"),
    ("AS 2H 3D 4C JOKER", Rank.STRAIGHT, (5,), "AS 2H 3D 4C JOKER=5S"),
    ("2H 3D 4S 5C JOKER", Rank.STRAIGHT, (6,), "2H 3D 4S 5C JOKER=6S"),
    ("10S JH QD KC JOKER", Rank.STRAIGHT, (13,), "10S JH QD KC JOKER=9S"),
    ("2H 5H 9H JH JOKER", Rank.FLUSH, (13, 11, 9, 5, 2), "2H 5H 9H JH JOKER=KH"),
    ("KS KH QD QC JOKER", Rank.FULL_HOUSE, (13, 12), "KS KH QD QC JOKER=KS"),
    ("7S 7H 7D 2C JOKER", Rank.FOUR_OF_A_KIND, (7, 2), "7S 7H 7D 2C JOKER=7S"),
    ("5H 6H 7H 9H JOKER", Rank.STRAIGHT_FLUSH, (9,), "5H 6H 7H 9H JOKER=8H"),
    ("5H 6H 7H 8H JOKER", Rank.STRAIGHT_FLUSH, (9,), "5H 6H 7H 8H JOKER=9H"),
    ("7S 7H 7D 7C JOKER", Rank.FIVE_OF_A_KIND, (7,), "7S 7H 7D 7C JOKER=7S"),
    ("AS AC 8S 8C JOKER", Rank.DEAD_MANS_HAND, (), "AS AC 8S 8C JOKER=JD"),
    ("JOKER AC 8S 8C JD", Rank.DEAD_MANS_HAND, (), "JOKER=AS AC 8S 8C JD"),
    # two jokers
    ("2S 5H 9D JOKER JOKER", Rank.THREE_OF_A_KIND, (9, 5, 2), "2S 5H 9D JOKER=9S JOKER=9H"),
    ("5S 6H 9D JOKER JOKER", Rank.STRAIGHT, (9,), "5S 6H 9D JOKER=7S JOKER=8H"),
    ("JS QH KD JOKER JOKER", Rank.STRAIGHT, (13,), "JS QH KD JOKER=9S JOKER=10H"),
    ("2H 5H 9H JOKER JOKER", Rank.FLUSH, (13, 13, 9, 5, 2), "2H 5H 9H JOKER=KH JOKER=KH"),
    ("7S 7H 2D JOKER JOKER", Rank.FOUR_OF_A_KIND, (7, 2), "7S 7H 2D JOKER=7S JOKER=7H"),
    ("5H 6H 9H JOKER JOKER", Rank.STRAIGHT_FLUSH, (9,), "5H 6H 9H JOKER=7H JOKER=8H"),
    ("JOKER JOKER 2S 3S 4S", Rank.STRAIGHT_FLUSH, (6,), "JOKER=5S JOKER=6S 2S 3S 4S"),
    ("7S 7H 7D JOKER JOKER", Rank.FIVE_OF_A_KIND, (7,), "7S 7H 7D JOKER=7S JOKER=7H"),
    ("AS 8S JD JOKER JOKER", Rank.DEAD_MANS_HAND, (), "AS 8S JD JOKER=AC JOKER=8C"),
    (
        "JOKER JOKER JOKER JOKER JOKER",
        Rank.DEAD_MANS_HAND,
        (),
        "JOKER=AC JOKER=AS JOKER=8C JOKER=8S JOKER=JD",
    ),
]


@pytest.mark.parametrize(("text", "rank", "tiebreak", "assigned"), SHOOTOUT_JOKER_HANDS)
def test_shootout_jokers_make_the_best_hand(
    text: str, rank: Rank, tiebreak: tuple[int, ...], assigned: str
) -> None:
    result = hand(text)
    assert (result.rank, result.tiebreak, shown(result)) == (rank, tiebreak, assigned)
    assert result.cards == tuple(parse_cards(text))
    assert not result.cheatin


def test_a_shootout_joker_never_settles_for_two_pair_or_high_card() -> None:
    # A pair plus a joker is trips, two pair plus a joker a full house.
    assert hand("9S 9H 5D 2C JOKER").rank is Rank.THREE_OF_A_KIND
    assert hand("9S 9H 5D 5C JOKER").rank is Rank.FULL_HOUSE
    assert hand("2S 4H 6D 9C JOKER").rank is Rank.ONE_PAIR


def test_pinned_jokers_keep_their_values() -> None:
    result = hand("JOKER=2C 7S 7H 7D 7C")
    assert (result.rank, result.tiebreak, result.cheatin) == (Rank.FOUR_OF_A_KIND, (7, 2), False)
    assert hand("JOKER=JD AS AC 8S 8C").rank is Rank.DEAD_MANS_HAND


# --- lowball (§3.1) ------------------------------------------------------------------------

LOWBALL_JOKER_HANDS = [
    # a joker never pairs, straightens or flushes the hand when it can help it...
    ("2S 5H 9D JC JOKER", Rank.HIGH_CARD, (11, 9, 5, 2, 1), "2S 5H 9D JC JOKER=AS"),
    ("AS 3D 5C 9H JOKER", Rank.HIGH_CARD, (9, 5, 3, 2, 1), "AS 3D 5C 9H JOKER=2S"),
    ("AS 2H 3D 4C JOKER", Rank.HIGH_CARD, (6, 4, 3, 2, 1), "AS 2H 3D 4C JOKER=6S"),
    ("2H 3D 4S 5C JOKER", Rank.HIGH_CARD, (7, 5, 4, 3, 2), "2H 3D 4S 5C JOKER=7S"),
    ("2H 5H 9H JH JOKER", Rank.HIGH_CARD, (11, 9, 5, 2, 1), "2H 5H 9H JH JOKER=AS"),
    ("JOKER JOKER 2S 3S 4S", Rank.HIGH_CARD, (6, 4, 3, 2, 1), "JOKER=AH JOKER=6D 2S 3S 4S"),
    (
        "JOKER JOKER JOKER JOKER JOKER",
        Rank.HIGH_CARD,
        (6, 4, 3, 2, 1),
        "JOKER=AS JOKER=2H JOKER=3D JOKER=4C JOKER=6S",
    ),
    # ...and is the lowest kicker it can be when the naturals already make a rank
    ("9S 9H 5D 2C JOKER", Rank.ONE_PAIR, (9, 5, 2, 1), "9S 9H 5D 2C JOKER=AS"),
    ("KS KH QD QC JOKER", Rank.TWO_PAIR, (13, 12, 1), "KS KH QD QC JOKER=AS"),
    ("AS AC 8S 8C JOKER", Rank.TWO_PAIR, (8, 1, 2), "AS AC 8S 8C JOKER=2S"),
    ("9S 9H 9D 2C JOKER", Rank.THREE_OF_A_KIND, (9, 2, 1), "9S 9H 9D 2C JOKER=AS"),
    ("7S 7H 7D 7C JOKER", Rank.FOUR_OF_A_KIND, (7, 1), "7S 7H 7D 7C JOKER=AS"),
]


@pytest.mark.parametrize(("text", "rank", "tiebreak", "assigned"), LOWBALL_JOKER_HANDS)
def test_lowball_jokers_make_the_lowest_hand(
    text: str, rank: Rank, tiebreak: tuple[int, ...], assigned: str
) -> None:
    result = hand(text, lowball=True)
    assert (result.rank, result.tiebreak, shown(result)) == (rank, tiebreak, assigned)
    assert result.lowball


def test_lowest_hand_wins_lowball() -> None:
    high_card, pair = hand("2S 5H 9D JC KS", lowball=True), hand("2S 2H 3D 4C 5S", lowball=True)
    assert compare(high_card, pair) > 0
    assert compare(pair, high_card) < 0
    assert compare(hand("AS 2H 3D 4C 6S", lowball=True), hand("AS 2H 3D 4C 7S", lowball=True)) > 0
    assert compare(hand("AS 2H 3D 4C 6S", lowball=True), hand("AD 2C 3H 4S 6D", lowball=True)) == 0


def test_lowball_full_house_compares_trips_first() -> None:
    # ⚠ §3.1: the printed rules compare the trips first, unlike the online engine.
    aces_full, deuces_full = hand("AS AH AD KC KS", lowball=True), hand("2S 2H 2D 3C 3S", lowball=True)
    assert aces_full.tiebreak == (1, 13)
    assert compare(aces_full, deuces_full) > 0
    # and Two Pair compares the high pair first: K-K-A-A-2 loses to 3-3-2-2-4.
    assert compare(hand("AS AH KD KC 2S", lowball=True), hand("2S 2H 3D 3C 4S", lowball=True)) < 0


# --- cheatin' (§5.6) -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rank"),
    [
        ("9S 9S 5D 2C KH", Rank.ONE_PAIR),
        ("KS KH 2C 2C 9D", Rank.TWO_PAIR),  # the duplicate is the low pair
        ("KS KH KD 2C 2C", Rank.FULL_HOUSE),  # the duplicate is the pair, not the trips
        ("KH QH 9H 2H 2H", Rank.FLUSH),  # a duplicated kicker in a flush
        ("7S 7H 7D 7C 7S", Rank.FIVE_OF_A_KIND),  # five naturals of a kind always repeat a suit
        ("7S 7S 7D 7C JOKER", Rank.FIVE_OF_A_KIND),
        ("KD KD 7S JOKER JOKER", Rank.FOUR_OF_A_KIND),
    ],
)
@pytest.mark.parametrize("lowball", [False, True])
def test_duplicate_natural_cards_are_cheatin(text: str, rank: Rank, lowball: bool) -> None:
    result = hand(text, lowball=lowball)
    assert result.cheatin
    if not lowball:
        assert result.rank is rank


@pytest.mark.parametrize(
    "text",
    [
        "7S 7H 7D 7C JOKER",  # four of a kind plus a joker: a legal Five of a Kind
        "7S 7H 7D JOKER JOKER",
        "7S 7H 7D 7C JOKER=7S",  # a joker given a natural's face still is no natural card
        "AS AC 8S 8C JD",
        "AS AC 8S 8C JOKER",
        "KS KH KD KC QS",
    ],
)
def test_jokers_and_distinct_cards_are_legal(text: str) -> None:
    assert not hand(text).cheatin
    assert not hand(text, lowball=True).cheatin


def test_five_natural_cards_of_one_value_are_always_cheatin() -> None:
    for five in itertools.combinations([card for card in DECK if card.value == 9] * 2, 5):
        assert hand(" ".join(map(str, five))).cheatin


# --- special jokers (§1.2; printed text of cards 10040/10041 and 14040/14041) ---------------


def test_devils_joker_makes_the_hand_illegal_and_raises_it_by_two() -> None:
    result = hand("DEVIL 7S 7H 7D 2C")
    assert (result.rank, result.cheatin, result.joker_modifier, result.total()) == (
        Rank.FOUR_OF_A_KIND, True, 2, 10,
    )  # fmt: skip
    assert shown(result) == "DEVIL=7S 7S 7H 7D 2C"
    assert describe(result) == "Cheatin' Four of a Kind (rank 8+2 = 10)"


def test_devils_joker_text_beats_dead_mans_hand_never_cheatin() -> None:
    result = hand("DEVIL AS AC 8S 8C")
    assert (result.rank, result.cheatin, result.total()) == (Rank.DEAD_MANS_HAND, True, MAX_RANK)


def test_two_devils_jokers_each_raise_the_hand() -> None:
    result = hand("DEVIL DEVIL 7S 7H 2C")
    assert (result.rank, result.joker_modifier, result.total()) == (Rank.FOUR_OF_A_KIND, 4, MAX_RANK)


def test_heretic_joker_makes_the_hand_legal_and_lowers_it_by_three() -> None:
    result = hand("HERETIC 7S 7S 7D 2C")
    assert (result.rank, result.cheatin, result.joker_modifier, result.total()) == (
        Rank.FOUR_OF_A_KIND, False, -3, 5,
    )  # fmt: skip
    assert describe(result) == "Four of a Kind (rank 8-3 = 5)"


def test_heretic_beats_devil_in_the_same_hand() -> None:
    result = hand("DEVIL HERETIC 7S 7S 2C")
    assert (result.rank, result.cheatin, result.joker_modifier, result.total()) == (
        Rank.FOUR_OF_A_KIND, False, -1, 7,
    )  # fmt: skip


def test_special_jokers_in_lowball() -> None:
    heretic = hand("HERETIC 9S 9H 5D 2C", lowball=True)
    assert (heretic.rank, heretic.tiebreak, heretic.total()) == (Rank.ONE_PAIR, (9, 5, 2, 1), MIN_RANK)
    devil = hand("DEVIL 2S 5H 9D JC", lowball=True)
    assert (devil.rank, devil.cheatin, devil.total()) == (Rank.HIGH_CARD, True, 3)
    assert compare(hand("2S 2H 5D 9C JS", lowball=True), devil) > 0  # a pair (2) beats 1+2 = 3


# --- totals, tie-breaks and the modifier rule (§5.6, §5.7) -----------------------------------


@pytest.mark.parametrize(
    ("text", "modifier", "total"),
    [
        ("9S 9H 2D 5C KS", 0, 2),
        ("9S 9H 2D 5C KS", -1, 1),
        ("9S 9H 2D 5C KS", -5, MIN_RANK),
        ("4S 4H 4D KC KS", 3, 10),
        ("4S 4H 4D KC KS", 10, MAX_RANK),
        ("AS AC 8S 8C JD", 1, MAX_RANK),
        ("AS AC 8S 8C JD", -10, MIN_RANK),
        ("HERETIC 2S 5H 9D JC", 0, MIN_RANK),
        ("DEVIL 7S 7H 7D 7C", 0, MAX_RANK),
        ("DEVIL 7S 7H 2D 5C", -1, 5),
    ],
)
def test_total_rank_is_clamped(text: str, modifier: int, total: int) -> None:
    assert hand(text).total(modifier) == total


TIEBREAK_PAIRS = [  # (stronger, weaker) hands of the same rank
    ("2S 5H 9D JC KS", "2D 5C 9H JS QS"),  # high card: top card
    ("2S 5H 9D JC KS", "AD 5C 9H JS KD"),  # high card: last card, aces low
    ("9S 9H 2D 5C KS", "8S 8H 2D 5C KS"),  # pair value
    ("AS AH 2D 5C KS", "AS AH 2D 4C KS"),  # pair kickers
    ("2S 2H 5D 7C 9S", "AS AH 5D 7C 9S"),  # aces are the lowest pair
    ("9S 9H 5D 5C 2S", "9S 9H 4D 4C KS"),  # two pair: low pair before kicker
    ("10S 10H 2D 2C 3S", "9S 9H 8D 8C KS"),  # two pair: high pair first
    ("9S 9H 5D 5C 3S", "9S 9H 5D 5C 2S"),  # two pair: kicker
    ("3S 3H 3D 2C AS", "2S 2H 2D KC QS"),  # trips
    ("9S 10H JD QC KS", "8S 9H 10D JC QS"),  # straight top card
    ("2S 3H 4D 5C 6S", "AS 2H 3D 4C 5S"),  # the ace-low straight is the lowest
    ("2H 5H 9H JH KH", "3H 5H 9H JH QH"),  # flush: high to low
    ("3S 3H 3D 2C 2S", "2S 2H 2D KC KS"),  # full house: trips first
    ("KS KH KD 2C 2S", "KS KH KD AC AS"),  # full house: then the pair, aces low
    ("7S 7H 7D 7C 3S", "7S 7H 7D 7C 2S"),  # four of a kind: kicker
    ("8S 8H 8D 8C 2S", "7S 7H 7D 7C KS"),  # four of a kind: quads first
    ("6H 7H 8H 9H 10H", "5H 6H 7H 8H 9H"),  # straight flush
    ("8S 8H 8D 8C 8S", "7S 7H 7D 7C 7S"),  # five of a kind
]


@pytest.mark.parametrize(("stronger", "weaker"), TIEBREAK_PAIRS)
def test_tiebreaks_most_significant_first(stronger: str, weaker: str) -> None:
    a, b = hand(stronger), hand(weaker)
    assert a.rank == b.rank
    assert compare(a, b) > 0 and compare(b, a) < 0
    low_a, low_b = hand(stronger, lowball=True), hand(weaker, lowball=True)
    assert compare(low_a, low_b) < 0 and compare(low_b, low_a) > 0


@pytest.mark.parametrize(
    ("a", "b", "lowball"),
    [
        ("2S 5H 9D JC KS", "2H 5D 9C JS KH", False),
        ("2S 5H 9D JC KS", "2H 5D 9C JS KH", True),
        ("AS AC 8S 8C JD", "JD 8C AS 8S AC", False),
        ("AS AC 8S 8C JD", "JD 8C AS 8S AC", True),
        ("AS AC 8S 8C JD", "AS AC 8S 8C JOKER", False),
        ("7S 7H 7D 7C JOKER", "7S 7H 7D JOKER JOKER", False),
        ("AS 2C 3S 4C JOKER", "AD 2S 3C 4D 6H", True),
    ],
)
def test_exact_ties(a: str, b: str, lowball: bool) -> None:
    assert compare(hand(a, lowball=lowball), hand(b, lowball=lowball)) == 0


def test_higher_total_wins_a_shootout() -> None:
    straight, flush = hand("5S 6H 7D 8C 9S"), hand("2H 5H 9H JH KH")
    assert compare(flush, straight) > 0
    assert compare(straight, flush) < 0
    assert compare(straight, flush, modifier_a=2) > 0  # 7 against 6
    assert compare(straight, flush, modifier_b=-2) > 0


def test_compare_refuses_mixed_modes() -> None:
    with pytest.raises(ValueError, match="lowball"):
        compare(hand("2S 5H 9D JC KS"), hand("2S 5H 9D JC KS", lowball=True))


TWO_PAIR = "2S 2H 3D 3C 4S"  # the lowest Two Pair
BEST_PAIR = "KS KH QD JC 10S"  # the best One Pair
BEST_TRIPS = "KS KH KD QC JS"


def test_modifier_rule_in_a_shootout() -> None:
    two_pair, pair, trips = hand(TWO_PAIR), hand(BEST_PAIR), hand(BEST_TRIPS)
    # a raised hand is the worst of its new rank, a lowered one the best
    assert compare(pair, two_pair, modifier_a=1) < 0
    assert compare(trips, two_pair, modifier_a=-1) > 0
    assert compare(pair, trips, modifier_a=1, modifier_b=-1) < 0  # lowered beats raised
    # modified alike: exact tie, whatever the cards
    assert compare(pair, hand("2S 2H 3D 4C 5S"), modifier_a=1, modifier_b=1) == 0
    assert compare(trips, hand("AS AH AD 2C 3S"), modifier_a=-1, modifier_b=-1) == 0
    # the special jokers' modifiers count as modifications
    assert compare(hand("DEVIL 2S 5H 9D JC"), hand("2S 2H 2D 3C 4S")) < 0  # a pair raised to 4
    assert compare(hand("HERETIC 2S 2H 2D 2C"), hand("KS KH QD QC JS")) > 0  # five of a kind lowered to 7


def test_modifier_rule_in_lowball() -> None:
    two_pair, pair, trips = (hand(text, lowball=True) for text in (TWO_PAIR, BEST_PAIR, BEST_TRIPS))
    # in lowball the higher modifier wins a tied total
    assert compare(pair, two_pair, modifier_a=1) > 0
    assert compare(trips, two_pair, modifier_a=-1) < 0
    assert compare(pair, trips, modifier_a=1, modifier_b=-1) > 0
    assert compare(pair, hand("2S 2H 3D 4C 5S", lowball=True), modifier_a=1, modifier_b=1) == 0
    assert compare(trips, hand("AS AH AD 2C 3S", lowball=True), modifier_a=-1, modifier_b=-1) == 0


@pytest.mark.parametrize("lowball", [False, True])
def test_every_eleven_ties_every_other_eleven(lowball: bool) -> None:
    dead_mans, five = hand("AS AC 8S 8C JD", lowball=lowball), hand("7S 7H 7D 7C 7S", lowball=lowball)
    full_house = hand("4S 4H 4D KC KS", lowball=lowball)
    assert compare(dead_mans, five, modifier_b=1) == 0
    assert compare(dead_mans, full_house, modifier_b=6) == 0
    assert compare(five, full_house, modifier_a=3, modifier_b=9) == 0
    assert compare(dead_mans, dead_mans, modifier_a=2) == 0
    below = compare(dead_mans, five, modifier_b=-1)  # 11 against 9
    assert below < 0 if lowball else below > 0


def test_a_devils_dead_mans_hand_ties_a_natural_one() -> None:
    assert compare(hand("AS AC 8S 8C JD"), hand("DEVIL AS AC 8S 8C")) == 0


def test_clamped_at_one_lowered_hands_tie() -> None:
    assert compare(hand(BEST_PAIR), hand("2S 5H 9D JC KS"), modifier_a=-4, modifier_b=-1) == 0
    assert compare(hand(BEST_PAIR), hand("2S 5H 9D JC KS"), modifier_a=-4) > 0  # lowered is the best 1


# --- best_hand -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lowball", "kept"),
    [
        ("2S 5H 9D 9C KS KH", False, "5H 9D 9C KS KH"),
        ("2S 5H 9D 9C KS KH 3D", False, "5H 9D 9C KS KH"),
        ("2H 5H 9D 9H KS JH 3H QH", False, "5H 9H JH 3H QH"),
        ("AS AS 2H 3D 4C 5S KD", False, "AS 2H 3D 4C 5S"),  # the duplicate A♠ is discarded
        ("AS 8S 8C JD AC 2D KH", False, "AS 8S 8C JD AC"),
        ("AS 2H 3D 4C 6S KH KD", True, "AS 2H 3D 4C 6S"),
        ("KS KH 7D 7C 2S 2H", True, "KS 7D 7C 2S 2H"),
        ("JOKER 2S 3S 4S 5H KD", False, "JOKER 2S 3S 4S 5H"),  # a straight beats trips K
        ("JOKER 2S 3S 4S 5H KS", False, "JOKER 2S 3S 4S KS"),  # a flush beats the straight
    ],
)
def test_best_hand_keeps_the_best_five(text: str, lowball: bool, kept: str) -> None:
    assert best(text, lowball=lowball).cards == tuple(parse_cards(kept))


def test_best_hand_prefers_a_legal_hand_at_equal_rank() -> None:
    # K♠ K♠ Q Q 2 is a better Two Pair on values, but cheatin'.
    result = best("KS KS QC QH 2H 2D")
    assert (result.rank, result.cheatin, result.tiebreak) == (Rank.TWO_PAIR, False, (12, 2, 13))


def test_best_hand_prefers_a_higher_rank_to_a_legal_hand() -> None:
    result = best("AS AS 8S 8C JD KH 2C")
    assert (result.rank, result.cheatin, result.tiebreak) == (Rank.TWO_PAIR, True, (8, 1, 13))


def test_best_hand_weighs_special_jokers() -> None:
    # a shootout sheds a Heretic that costs more than it gives, lowball keeps it
    assert best("HERETIC 9S 9H 9D 2C 2H").cards == tuple(parse_cards("9S 9H 9D 2C 2H"))
    kept = best("HERETIC 9S 9H 9D 9C 2S", lowball=True)
    assert (kept.total(), parse_card("HERETIC") in kept.cards) == (MIN_RANK, True)
    # a Devil's Joker is worth keeping in a shootout, not in lowball
    assert parse_card("DEVIL") in best("DEVIL 2S 5H 9D JC KH").cards
    assert parse_card("DEVIL") not in best("DEVIL 2S 5H 9D JC KH", lowball=True).cards


def test_evaluate_takes_at_most_five_cards() -> None:
    with pytest.raises(ValueError, match="at most 5 cards, got 6"):
        evaluate(DECK[:6])


@pytest.mark.parametrize(
    ("text", "rank"),
    [
        ("", Rank.HIGH_CARD),
        ("KS", Rank.HIGH_CARD),
        ("AS 2S 3S 4S", Rank.HIGH_CARD),  # no straight, no flush without five cards
        ("9S 9H", Rank.ONE_PAIR),
        ("9S 9H 5D 5C", Rank.TWO_PAIR),
        ("9S 9H 9D", Rank.THREE_OF_A_KIND),
        ("9S 9H 9D 9C", Rank.FOUR_OF_A_KIND),
        ("9S JOKER", Rank.ONE_PAIR),
        ("AS AC 8S 8C", Rank.TWO_PAIR),  # a Dead Man's Hand needs its fifth card
    ],
)
def test_a_short_hand_ranks_on_the_cards_it_has(text: str, rank: Rank) -> None:
    """A player out of cards plays fewer than five (§5.5): pairs and of-a-kinds count."""
    assert best(text).rank is rank
    assert evaluate(parse_cards(text)).rank is rank


def test_a_missing_card_is_lower_than_any_card() -> None:
    """Between short and full hands of one rank, the longer wins a shootout and loses lowball."""
    assert compare(best("KS QH 9D"), best("KS QH 9D 3C 2H")) < 0
    assert compare(best("KS QH 9D", lowball=True), best("KS QH 9D 3C 2H", lowball=True)) > 0
    assert compare(best(""), best("")) == 0


# --- describe ------------------------------------------------------------------------------


def test_describe() -> None:
    assert describe(hand("9S 9H 5D 5C KS")) == "Two Pair (rank 3)"
    assert describe(hand("KS KH KD 2C 2C")) == "Cheatin' Full House (rank 7)"
    assert describe(hand("AS AC 8S 8C JD")) == "Dead Man's Hand (rank 11)"
    assert describe(hand("9S 9H 5D 5C KS"), 2) == "Two Pair (rank 3+2 = 5)"
    assert describe(hand("DEVIL 7S 7H 7D 7C"), 1) == "Cheatin' Five of a Kind (rank 10+3 = 11)"


# --- properties ----------------------------------------------------------------------------

naturals = st.sampled_from(DECK)
jokers = st.sampled_from([JOKER, JOKER, PlayingCard(0, "", "devil"), PlayingCard(0, "", "heretic")])
cards = st.one_of(naturals, naturals, naturals, naturals, jokers)
five_cards = st.lists(cards, min_size=5, max_size=5)
FAST = settings(max_examples=150, deadline=None)


@FAST
@given(five_cards, st.data(), st.booleans())
def test_evaluate_ignores_card_order(five: list[PlayingCard], data: st.DataObject, lowball: bool) -> None:
    shuffled = data.draw(st.permutations(five))
    a, b = evaluate(five, lowball=lowball), evaluate(shuffled, lowball=lowball)
    assert (a.rank, a.tiebreak, a.cheatin, a.joker_modifier) == (
        b.rank,
        b.tiebreak,
        b.cheatin,
        b.joker_modifier,
    )


@FAST
@given(five_cards, st.booleans())
def test_best_hand_of_five_is_evaluate(five: list[PlayingCard], lowball: bool) -> None:
    assert best_hand(five, lowball=lowball) == evaluate(five, lowball=lowball)


@FAST
@given(five_cards, st.booleans())
def test_assigned_cards_evaluate_the_same(five: list[PlayingCard], lowball: bool) -> None:
    result = evaluate(five, lowball=lowball)
    again = evaluate(result.assigned, lowball=lowball)
    assert not any(card.wild for card in result.assigned)
    assert [card.joker for card in result.assigned] == [card.joker for card in five]
    assert (again.rank, again.tiebreak, again.cheatin) == (result.rank, result.tiebreak, result.cheatin)


@FAST
@given(five_cards, st.integers(-15, 15), st.booleans())
def test_total_is_always_between_1_and_11(five: list[PlayingCard], modifier: int, lowball: bool) -> None:
    assert MIN_RANK <= evaluate(five, lowball=lowball).total(modifier) <= MAX_RANK


@FAST
@given(st.lists(naturals, min_size=5, max_size=5), st.integers(0, 4))
def test_a_joker_never_hurts(five: list[PlayingCard], index: int) -> None:
    with_joker = [*five[:index], JOKER, *five[index + 1 :]]
    shootout, shootout_joker = evaluate(five), evaluate(with_joker)
    assert (shootout_joker.rank, shootout_joker.tiebreak) >= (shootout.rank, shootout.tiebreak)
    lowball, lowball_joker = evaluate(five, lowball=True), evaluate(with_joker, lowball=True)
    assert (lowball_joker.rank, lowball_joker.tiebreak) <= (lowball.rank, lowball.tiebreak)


@FAST
@given(five_cards, five_cards, st.integers(-3, 3), st.integers(-3, 3), st.booleans())
def test_compare_is_antisymmetric(
    a: list[PlayingCard], b: list[PlayingCard], mod_a: int, mod_b: int, lowball: bool
) -> None:
    x, y = evaluate(a, lowball=lowball), evaluate(b, lowball=lowball)
    assert compare(x, y, modifier_a=mod_a, modifier_b=mod_b) == -compare(
        y, x, modifier_a=mod_b, modifier_b=mod_a
    )


@settings(max_examples=60, deadline=None)
@given(st.lists(naturals, min_size=3, max_size=4), st.booleans())
def test_joker_choice_beats_every_pinned_alternative(rest: list[PlayingCard], lowball: bool) -> None:
    # Brute force: pin the jokers to every face in the deck; the evaluator's pick must be
    # at least as good (shootout) or as low (lowball) as the best of them.
    wild = 5 - len(rest)
    result = evaluate([*rest, *[JOKER] * wild], lowball=lowball)
    pinned = [
        evaluate([*rest, *(PlayingCard(face.value, face.suit, "joker") for face in faces)], lowball=lowball)
        for faces in itertools.combinations_with_replacement(DECK, wild)
    ]
    keys = [(option.rank, option.tiebreak) for option in pinned]
    assert (result.rank, result.tiebreak) == (min(keys) if lowball else max(keys))


# -- best_hand's quick ranking agrees with evaluate ------------------------------------------
_POOL_CARD = st.one_of(
    st.sampled_from(DECK),
    st.sampled_from(
        [JOKER, PlayingCard(0, "", "devil"), PlayingCard(0, "", "heretic"), PlayingCard(7, "C", "heretic")]
    ),
)


@settings(max_examples=300, deadline=None)
@given(pool=st.lists(_POOL_CARD, min_size=0, max_size=8), lowball=st.booleans())
def test_best_hand_keeps_the_hand_evaluate_ranks_best(pool: list[PlayingCard], lowball: bool) -> None:
    """`best_hand` ranks the fives with a quick key and evaluates only the winner; the
    full evaluation of every five (the reference) must pick the same hand, ties to the first."""
    from engine.hands import _natural_preference, _preference, _preference_of

    for five in itertools.combinations(pool, min(5, len(pool))):
        assert _preference_of(five, lowball) == _preference(evaluate(five, lowball=lowball), lowball)
        if len(five) == 5 and all(card.joker is None for card in five):
            faces = tuple((card.value, card.suit) for card in five)
            assert _natural_preference(faces, lowball) == _preference_of(five, lowball)
    fives = [evaluate(five, lowball=lowball) for five in itertools.combinations(pool, min(5, len(pool)))]
    pick = min if lowball else max
    assert best_hand(pool, lowball=lowball) == pick(fives, key=lambda result: _preference(result, lowball))
