"""Stacked draw hands and pulls: "Given Player1's next draw hand is "AS AC 8S 8C JD"".

Cards are named in poker notation; the step puts real cards with those faces on top of
the player's deck (the first Base Set card of that value and suit, or a joker). When
the player then forms a draw hand, the harness answers the redraw and keep-five
prompts so that exactly the stacked faces are kept: the scenario states the hand, not
the clicks that make it.

`Given Player1's deck starts with "KS KH 9D 4C 6C"` stacks faces the same way without
keeping anything, for scenarios that redraw (`When Player1 redraws "9D 4C"`)
or keep the best hand themselves. `Given Player1's draw hands are "..." and then "..."`
stacks two rounds; the second hand is drawn as it lies, so the first round must draw
exactly 5 cards.
"""

from __future__ import annotations

from functools import cache

from cards import card_db
from cards.card import CardData
from engine.hands import PlayingCard, parse_cards
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
