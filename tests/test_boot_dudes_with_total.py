"""The cost "boot your dudes with a total influence greater than X" (digest §8.1): the player
boots dudes one at a time until the total exceeds X; refused when the unbooted dudes cannot."""

from __future__ import annotations

from typing import Any

from engine.abilities import Context
from engine.decisions import Decision
from engine.dsl.costs import CostCatalogue
from engine.game import Game

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {
            "outfit": "Law Dogs",
            "deck": ["Pancho Castillo"] * 3,
            "dudes": ["Clyde Owens", "Tommy Harden", "Philip Swinford"],
        },
        {"outfit": "The Sloane Gang", "deck": ["Clyde Owens"] * 3, "dudes": ["Olivia Jenks"]},
    ],
}


def _context(threshold: int | None) -> Context:
    game = Game.from_board(BOARD)
    player = game.players[0]
    context = Context(game, player, player.home, player.home.abilities[0])
    context.data["threshold"] = threshold
    return context


def _more_than(context: Context) -> int | None:
    value: int | None = context.data["threshold"]
    return value


def test_the_player_boots_dudes_until_the_total_is_greater() -> None:
    context = _context(2)
    cost = CostCatalogue.boot_your_dudes_with_total("influence", _more_than)
    assert cost.check(context) is None
    flow = cost.pay(context)
    asked = next(flow)
    assert isinstance(asked, Decision) and asked.prompt == "Select a dude"
    assert {option.id for option in asked.options} == {"Clyde Owens", "Tommy Harden", "Philip Swinford"}
    asked = flow.send("Clyde Owens")  # 2 is not greater than 2
    assert {option.id for option in asked.options} == {"Tommy Harden", "Philip Swinford"}
    try:
        flow.send("Tommy Harden")
    except StopIteration:
        pass
    else:
        raise AssertionError("3 influence is greater than 2: no more dudes should be asked for")
    game = context.game
    assert [d.uid for d in context.data["booted dudes"]] == ["Clyde Owens", "Tommy Harden"]
    assert game.card("Clyde Owens").booted and game.card("Tommy Harden").booted
    assert not game.card("Philip Swinford").booted


def test_refused_when_the_unbooted_dudes_cannot_exceed_the_total() -> None:
    context = _context(4)
    refusal = CostCatalogue.boot_your_dudes_with_total("influence", _more_than).check(context)
    assert refusal is not None and refusal.rule.id == "ability.cost"
    assert "have 4 influence, needs more than 4" in refusal.reason


def test_before_the_threshold_is_known_one_unbooted_dude_is_enough() -> None:
    context = _context(None)
    cost = CostCatalogue.boot_your_dudes_with_total("influence", _more_than)
    assert cost.check(context) is None
    for dude in context.player.dudes():
        context.game.actions.boot(dude)
    refusal = cost.check(context)
    assert refusal is not None and "needs an unbooted dude" in refusal.reason
