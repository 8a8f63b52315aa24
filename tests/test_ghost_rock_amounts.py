"""Paying an amount of ghost rock the player chooses (`engine/ghost_rock.py`): only the
amounts the text allows and the stash can pay are offered, a choice may be asked of
another player, and the amount reaches the handler as `context.x`."""

from __future__ import annotations

from typing import Any

from engine.abilities import ActionAbility, Context
from engine.flow import Flow
from engine.game import Game
from engine.ghost_rock import PayX, amounts_payable, choose_amount
from engine.rules import rule

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {"name": "Player1", "outfit": "The Sloane Gang", "ghost_rock": 3, "dudes": ["Pancho Castillo"]},
        {"name": "Player2", "outfit": "Law Dogs", "ghost_rock": 0, "dudes": ["Olivia Jenks"]},
    ],
}


def context_for(game: Game, player: int = 0) -> Context:
    source = game.card("Pancho Castillo")
    ability = ActionAbility(card=source, title="test", handler=lambda context: None)
    return Context(game, game.players[player], source, ability)


def finish(flow: Flow, answer: str) -> object:
    """Answer the pending decision of `flow`; the flow must then end: its return value."""
    try:
        flow.send(answer)
    except StopIteration as done:
        return done.value
    raise AssertionError("the flow asked another question")


def test_the_amounts_offered_stop_at_the_stash_and_at_the_texts_limit() -> None:
    game = Game.from_board(BOARD)
    player1, player2 = game.players
    assert list(amounts_payable(player1, 1, 4)) == [1, 2, 3]
    assert list(amounts_payable(player1, 1, 2)) == [1, 2]
    assert list(amounts_payable(player1, 0, None)) == [0, 1, 2, 3]
    assert list(amounts_payable(player2, 0, None)) == [0]
    assert list(amounts_payable(player2, 1, None)) == []


def test_pay_x_is_refused_when_no_amount_can_be_paid() -> None:
    game = Game.from_board(BOARD)
    refusal = PayX(1, None).check(context_for(game, player=1))
    assert refusal is not None and refusal.rule is rule("ability.cost")
    assert refusal.reason == "Player2 has 0 ghost rock and needs at least 1"
    capped = PayX(1, lambda context: 0).check(context_for(game))
    assert capped is not None and capped.reason == "Pancho Castillo allows at most 0 ghost rock now"
    assert PayX(1, 4).check(context_for(game)) is None
    assert PayX(1, 4).description == "pay 1–4 ghost rock"
    assert PayX(1, None).description == "pay X ghost rock"


def test_pay_x_asks_the_amount_pays_it_and_hands_it_to_the_handler() -> None:
    game = Game.from_board(BOARD)
    context = context_for(game)
    flow = PayX(1, 2).pay(context)
    decision = next(flow)
    assert (decision.player, decision.prompt) == (0, "Select an amount")
    assert decision.ids() == ["pay 1 ghost rock", "pay 2 ghost rock"]
    finish(flow, "pay 2 ghost rock")
    assert context.x == 2
    assert game.players[0].ghost_rock == 1


def test_an_amount_may_be_asked_of_another_player() -> None:
    game = Game.from_board(BOARD)
    flow = choose_amount(game, game.players[1], range(0, 2))
    decision = next(flow)
    assert (decision.player, decision.ids()) == (1, ["pay 0 ghost rock", "pay 1 ghost rock"])
    assert finish(flow, "pay 1 ghost rock") == 1


def test_a_single_amount_is_no_choice() -> None:
    game = Game.from_board(BOARD)
    flow = choose_amount(game, game.players[1], range(0, 1))
    try:
        next(flow)
    except StopIteration as done:
        assert done.value == 0
    else:
        raise AssertionError("a player with one amount to pay was asked")
