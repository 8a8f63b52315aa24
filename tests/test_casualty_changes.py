"""Machinery behind casualty changes (§5.8, §8.2): "would" events that an effect may
replace, and costs paid with a dude's attachments. The rules themselves are proven by
features/rules/shootout/casualty_changes.feature and the cards' features."""

from __future__ import annotations

from typing import Any

from engine.events import Event
from engine.game import Game
from engine.replacements import would
from harness.rules_coverage.denominators import event_types

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {
            "name": "Player1",
            "outfit": "The Sloane Gang",
            "ghost_rock": 10,
            "deck": ["Roan", "Pinto", "Shotgun"],
            "dudes": [
                {"card": "Pancho Castillo", "attachments": ["Shotgun"]},
                {"card": "Steele Archer", "attachments": ["Soul Blast"]},
            ],
        },
        {"name": "Player2", "outfit": "Law Dogs", "ghost_rock": 2, "deck": ["Clyde Owens"]},
    ],
}


def finish(flow: Any) -> Any:
    """Run a flow that asks nothing and return its result."""
    try:
        next(flow)
    except StopIteration as stop:
        return stop.value
    raise AssertionError("the flow asked for a decision")


def test_an_announced_event_nobody_answers_happens_as_announced() -> None:
    game = Game.from_board(BOARD)
    before = game.digest()
    event = finish(would(game, "onCasualtyWouldBeTaken", card=game.card("Pancho Castillo"), type="discard"))
    assert isinstance(event, Event)
    assert event.instead is None
    assert event.card is game.card("Pancho Castillo")
    assert game.digest() == before


def test_a_replaced_event_says_what_happens_instead() -> None:
    event = Event("onCasualtyWouldBeTaken", {"type": "discard"})
    event.replace("send home")
    assert event.instead == "send home"
    assert event.type == "discard"


def test_announced_events_are_listed_with_the_emitted_ones() -> None:
    assert "onCasualtyWouldBeTaken" in event_types()
    assert "onTakenCasualties" in event_types()
