"""Stacked draw hands and pulls: "Given Player1's next draw hand is "AS AC 8S 8C JD"".

Cards are named in poker notation; the step puts real cards with those faces on top of
the player's deck (the first Base Set card of that value and suit, or a joker). When
the player then forms a draw hand, the harness answers the redraw and keep-five
prompts so that exactly the stacked faces are kept: the scenario states the hand, not
the clicks that make it.

`Given Player1's deck starts with "KS KH 9D 4C 6C"` stacks faces the same way without
keeping anything, for scenarios that redraw (`When Player1 redraws "9D 4C"`)
or keep the best hand themselves. `Given Player1's draw hands are "..." and then "..."`
stacks two rounds: the first is kept like a next draw hand, the second lies right below
it and is drawn as it lies (the scenario answers its redraw and keep-five prompts).

A stud bonus draws more than five cards. They come from the deck below the stacked hand;
where the deck has too few (it ran out, or the next cards are the second round's hand),
the harness adds stand-ins there, the cards of STAND_INS in order, and plays the scenario
again from the start (ScenarioState._restack): a stacked hand is never short.
"""

from __future__ import annotations

from functools import cache

from cards import card_db
from cards.card import CardData
from engine.hands import PlayingCard, parse_cards
from engine.log import LogEntry
from harness.scenario import ScenarioError

_JOKERS = {"joker": "Joker (black)", "devil": "Devil's Joker (Black)", "heretic": "Heretic Joker (Black)"}


@cache
def _by_face() -> dict[tuple[int, str], CardData]:
    faces: dict[tuple[int, str], CardData] = {}
    for card in sorted(card_db().all(), key=lambda c: (c.pack != "DTR", c.code)):
        if card.value is not None and card.suit is not None and card.type != "joker" and not card.is_token:
            faces.setdefault((card.value, card.suit), card)
    return faces


def card_for(face: PlayingCard) -> str:
    """A real card's title for a poker face ("8S" → a Base Set 8 of spades)."""
    if face.joker is not None:
        return _JOKERS[face.joker]
    data = _by_face().get((face.value, face.suit))
    if data is None:
        raise ScenarioError(f"No card has the face {face}")
    return data.title


def faces(text: str) -> list[PlayingCard]:
    try:
        return parse_cards(text)
    except ValueError as error:
        raise ScenarioError(str(error)) from None


#: The faces of the stand-in cards a stud's extra draws take when the deck below a stacked
#: hand is too short (the filler of board "shootout", in the same order), repeated as needed.
STAND_INS = "2C 4D 6H 9C 3C 10H 5D QH"

#: The engine's log templates for a draw hand and for a draw that ran out of cards.
_DRAWS = "{0} draws {1} with a stud bonus of {2} and a draw bonus of {3}"
_RAN_OUT = "{0} runs out of cards and {1} {2} of {3}"


def stand_ins_needed(
    entries: list[LogEntry], live: dict[str, int], between: dict[int, int]
) -> dict[int, tuple[int, bool]]:
    """How many stand-ins each player with a live stacked hand lacks, by these new log
    entries: (count, True) to go between the two stacked hands of a player with a second
    round stacked (`between`: how many are there already), (count, False) for the bottom
    of the deck of a player whose draw ran out of cards."""
    needed: dict[int, tuple[int, bool]] = {}
    for k, entry in enumerate(entries):
        if entry.template != _DRAWS or entry.args[0] not in live:
            continue
        index = live[entry.args[0]]
        stud = int(entry.args[2])
        if index in between and stud > between[index]:
            needed[index] = (stud - between[index], True)
            continue
        before = entries[k - 1] if k else None
        if before is not None and before.template == _RAN_OUT and before.args[:2] == (entry.args[0], "draws"):
            needed[index] = (int(before.args[3]) - int(before.args[2]), False)
    return needed


def with_stand_ins(deck: list[str], count: int, below: int | None) -> tuple[list[str], str]:
    """`deck` with `count` stand-in cards `below` cards from its bottom (None: at the
    bottom), and their faces for a note."""
    ordered = faces(STAND_INS)
    added = [ordered[i % len(ordered)] for i in range(count)]
    at = len(deck) if below is None else max(0, len(deck) - below)
    return [*deck[:at], *(card_for(face) for face in added), *deck[at:]], " ".join(map(str, added))


def drawn_by(entries: list[LogEntry], live: dict[str, int]) -> list[int]:
    """The players with a live stacked hand who drew a draw hand in these log entries."""
    return [live[e.args[0]] for e in entries if e.template == _DRAWS and e.args[0] in live]
