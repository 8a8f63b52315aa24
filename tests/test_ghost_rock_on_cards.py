"""Ghost rock placed on a card (digest §9.1, `GhostRockSource`): James Ghetty's may pay for
his controller's Shootout abilities, spent before the stash; never for other abilities;
it survives a board (C3) and leaves play with the card."""

from __future__ import annotations

import contextlib
from typing import Any

from engine.abilities import Context
from engine.board_export import game_to_board
from engine.dsl.costs import CostCatalogue
from engine.game import Game

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {
            "outfit": "The Sloane Gang",
            "ghost_rock": 1,
            "deck": ["Pancho Castillo"] * 3,
            "dudes": [{"card": "James Ghetty", "ghost_rock": 4, "attachments": ["Shotgun"]}, "Jake Smiley"],
        },
        {"outfit": "Law Dogs", "deck": ["Clyde Owens"] * 3, "dudes": ["Clyde Owens"]},
    ],
}


def _shotgun_context(game: Game) -> Context:
    shotgun = game.card("Shotgun")
    return Context(game, game.players[0], shotgun, shotgun.abilities[0])


def test_shootout_costs_may_be_paid_from_the_ghost_rock_on_james() -> None:
    game = Game.from_board(BOARD)
    player, james = game.players[0], game.card("James Ghetty")
    assert game.actions.spendable_ghost_rock(player, "shootout") == 5
    cost = CostCatalogue.pay_ghost_rock(5)
    context = _shotgun_context(game)
    assert cost.check(context) is None
    assert CostCatalogue.pay_ghost_rock(6).check(context) is not None
    flow = cost.pay(context)
    assert list(flow) == []
    assert (james.ghost_rock, player.ghost_rock) == (0, 0)


def test_the_card_pays_first_then_the_stash() -> None:
    game = Game.from_board(BOARD)
    player, james = game.players[0], game.card("James Ghetty")
    game.actions.pay_for_ability(player, 3, "shootout")
    assert (james.ghost_rock, player.ghost_rock) == (1, 1)


def test_other_abilities_pay_from_the_stash_only() -> None:
    game = Game.from_board(BOARD)
    player, james = game.players[0], game.card("James Ghetty")
    assert game.actions.spendable_ghost_rock(player, "noon") == 1
    game.actions.pay_for_ability(player, 1, "noon")
    assert (james.ghost_rock, player.ghost_rock) == (4, 0)


def test_only_a_card_that_says_so_pays() -> None:
    board = {**BOARD}
    board["players"] = [
        {**BOARD["players"][0], "dudes": [{"card": "Jake Smiley", "ghost_rock": 4}]},
        BOARD["players"][1],
    ]
    game = Game.from_board(board)
    assert game.actions.spendable_ghost_rock(game.players[0], "shootout") == 1


def test_ghost_rock_on_a_card_survives_a_board_and_leaves_play_with_it() -> None:
    game = Game.from_board(BOARD)
    again = Game.from_board(game_to_board(game))
    assert again.card("James Ghetty").ghost_rock == 4
    james = game.card("James Ghetty")
    game.actions.discard(james)
    assert james.ghost_rock == 0


def test_a_pay_x_cost_draws_on_the_same_sources_as_a_fixed_cost() -> None:
    """ "Pay 1–4 ghost rock" on a Shootout ability may spend James's ghost rock like a
    fixed cost does: with 1 in the stash and 4 on James, every amount up to 4 is offered,
    and paying 3 takes it from James first (the blind proof of James Ghetty found a
    Pay X cost reading the stash alone)."""
    game = Game.from_board(BOARD)
    player, james = game.players[0], game.card("James Ghetty")
    cost = CostCatalogue.pay_x(1, 4)
    context = _shotgun_context(game)
    assert cost.check(context) is None
    flow = cost.pay(context)
    decision = next(flow)
    assert decision.ids() == [f"pay {n} ghost rock" for n in range(1, 5)]
    with contextlib.suppress(StopIteration):
        flow.send("pay 3 ghost rock")
    assert (context.x, james.ghost_rock, player.ghost_rock) == (3, 1, 1)
