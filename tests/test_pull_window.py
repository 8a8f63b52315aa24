"""The pull a dude makes (§7.1) as machinery: "after this dude makes a pull" reacts answer
before the pull is used, a replaced pull is the one the check uses, and the success and
failure events say which kind of pull it was ("succeeds at a spell pull")."""

from __future__ import annotations

from typing import Any

from engine.events import Event
from engine.game import Game
from engine.hands import parse_card
from harness.stacking import card_for

TWO_OF_CLUBS = card_for(parse_card("2C"))


def board(attachments: list[str]) -> dict[str, Any]:
    return {
        "seed": 3,
        "phase": "high noon",
        "players": [
            {
                "name": "Player1",
                "outfit": "The Sloane Gang",
                "deck": [TWO_OF_CLUBS, "Roan", "Pinto"],
                "dudes": [{"card": "Steele Archer", "at": "Town Square", "attachments": attachments}],
            },
            {
                "name": "Player2",
                "outfit": "Law Dogs",
                "deck": ["Clyde Owens", "Tommy Harden", "Mustang"],
                "dudes": [{"card": "Olivia Jenks", "at": "Town Square"}],
            },
        ],
        "shootout": {
            "location": "Town Square",
            "leader": "Steele Archer",
            "mark": "Olivia Jenks",
            "posses": {"Player1": ["Steele Archer"], "Player2": ["Olivia Jenks"]},
        },
    }


def cast_soul_blast(attachments: list[str]) -> tuple[Game, list[Event]]:
    game = Game.from_board(board(attachments))
    seen: list[Event] = []
    original = game.emit

    def spy(name: str, **params: Any) -> None:
        original(name, **params)
        seen.append(game.event_queue[-1])

    game.emit = spy  # type: ignore[method-assign]
    game.decide("Player1", "use Soul Blast")
    game.decide("Player1", "Olivia Jenks")
    return game, seen


def test_the_window_opens_after_the_pull_and_before_the_check() -> None:
    game, _ = cast_soul_blast(["Soul Blast", "Doyle's Hoyle"])
    assert game.pending is not None and game.pending.prompt == "Select a react"
    assert game.log.lines()[-1] == "Player1 pulls 2C"
    game.decide("Player1", "react Doyle's Hoyle")
    assert "Player1's Steele Archer succeeds by 6 with 10H + 2 = 12 against difficulty 6" in game.log.lines()
    assert game.card("Doyle's Hoyle") in game.players[0].discard
    assert game.card(TWO_OF_CLUBS) in game.players[0].discard


def test_the_check_events_name_the_kind_of_pull_and_where_the_dude_stood() -> None:
    _, seen = cast_soul_blast(["Soul Blast"])
    (failed,) = [e for e in seen if e.name == "onPullFail"]
    assert failed.kind == "spell"
    assert failed.location == "Town Square"
    assert [e.name for e in seen].index("onPullMade") < [e.name for e in seen].index("onPullFail")


def spell_react_board(caster: str, posse: list[str]) -> Game:
    return Game.from_board(
        {
            "seed": 3,
            "phase": "high noon",
            "players": [
                {
                    "name": "Player1",
                    "outfit": "The Sloane Gang",
                    "dudes": [
                        {
                            "card": dude,
                            "at": "Town Square",
                            "attachments": ["Ace in the Hole"] if dude == caster else [],
                        }
                        for dude in ("Steele Archer", "Pancho Castillo")
                    ],
                },
                {
                    "name": "Player2",
                    "outfit": "Law Dogs",
                    "dudes": [{"card": "Olivia Jenks", "at": "Town Square"}],
                },
            ],
            "shootout": {
                "location": "Town Square",
                "leader": posse[0],
                "mark": "Olivia Jenks",
                "posses": {"Player1": posse, "Player2": ["Olivia Jenks"]},
            },
        }
    )


def test_a_spell_react_needs_a_caster_with_the_skill_in_a_posse() -> None:
    from engine.spells import SpellReaction

    revealed = Event("onDrawHandsRevealed", {})
    for caster, posse, usable in (
        ("Steele Archer", ["Steele Archer"], True),
        ("Steele Archer", ["Pancho Castillo"], False),
        ("Pancho Castillo", ["Pancho Castillo"], False),
    ):
        game = spell_react_board(caster, posse)
        (react,) = [a for a in game.card("Ace in the Hole").abilities if isinstance(a, SpellReaction)]
        assert react.can_react(game, revealed) is usable, (caster, posse)
