"""A target listing narrows "a dude at this location" (`at_this_location`) to the dudes
standing there before asking the condition (`engine.standing.narrowed_to_this_location`):
it must keep every candidate the condition accepts, Marcia Ridge's stand-in included."""

from __future__ import annotations

from typing import Any

import pytest

from engine.abilities import ActionAbility, Context, Target
from engine.game import Game
from engine.standing import at_this_location, narrowed_to_this_location

MARCIA: dict[str, Any] = {
    "phase": "high noon",
    "players": [
        {
            "outfit": "The Sloane Gang",
            "ghost_rock": 6,
            "dudes": [{"card": "Marcia Ridge (Weird West Edition)", "at": "Town Square"}],
        },
        {
            "outfit": "Law Dogs",
            "street": ["home", "The Union Casino"],
            "dudes": [{"card": "Olivia Jenks", "at": "The Union Casino"}],
        },
    ],
}

#: Three deeds whose abilities choose "a dude at this location", dudes at each and elsewhere.
DEEDS: dict[str, Any] = {
    "phase": "high noon",
    "players": [
        {
            "outfit": "The Sloane Gang",
            "ghost_rock": 10,
            "street": ["home", "Charlie's Place", "Railroad Station"],
            "dudes": [
                {"card": "Jake Smiley", "at": "Charlie's Place"},
                {"card": "Allie Hensman", "at": "Railroad Station"},
                {"card": "Barton Everest", "at": "Town Square"},
                {"card": "Travis Moone", "at": "The Union Casino"},
            ],
        },
        {
            "outfit": "Law Dogs",
            "ghost_rock": 10,
            "street": ["home", "The Union Casino"],
            "dudes": [
                {"card": "Olivia Jenks", "at": "The Union Casino"},
                {"card": "Philip Swinford", "at": "Charlie's Place"},
                {"card": "Tommy Harden", "at": "home"},
            ],
        },
    ],
}


def located_targets(game: Game) -> list[tuple[ActionAbility, Target]]:
    return [
        (ability, ability.target)
        for card in game.cards_in_play()
        for ability in card.abilities
        if isinstance(ability, ActionAbility)
        and ability.target is not None
        and ability.target.condition is at_this_location
    ]


@pytest.mark.parametrize("board", [MARCIA, DEEDS], ids=["marcia", "deeds"])
def test_the_narrowed_pool_keeps_every_dude_the_condition_accepts(board: dict[str, Any]) -> None:
    game = Game.from_board(board)
    found = located_targets(game)
    assert found, "the board has no ability choosing a dude at its location"
    for ability, target in found:
        for player in game.players:
            context = Context(game, player, ability.card, ability)
            pool = target._pool(
                game, (target.card_type,) if isinstance(target.card_type, str) else target.card_type
            )
            accepted = [card for card in pool if at_this_location(card, context)]
            narrowed = [
                card for card in narrowed_to_this_location(context, pool) if at_this_location(card, context)
            ]
            assert narrowed == accepted, (ability.key, player.name)


def test_marcia_standing_in_at_the_deed_is_a_candidate() -> None:
    game = Game.from_board(MARCIA)
    casino = game.card("The Union Casino")
    ability = next(a for a in casino.abilities if isinstance(a, ActionAbility))
    context = Context(game, game.players[0], casino, ability)
    narrowed = narrowed_to_this_location(context, game.cards_in_play())
    assert [c.uid for c in narrowed if c.is_dude] == [
        "Marcia Ridge (Weird West Edition)",
        "Olivia Jenks",
    ]
