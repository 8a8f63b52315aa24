"""Who may use a deed's abilities (digest §4.3): the player who controls the deed gets only
its "Controller" abilities (`controller=True`, for actions and reacts alike); the owner keeps
every other ability, even while an opponent controls the deed by influence."""

from __future__ import annotations

from typing import Any

from engine.abilities import ActionAbility, Context, Reaction
from engine.game import Game
from engine.model import Card

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {"name": "Player1", "outfit": "The Sloane Gang", "street": ["home", "Bunkhouse"]},
        {
            "name": "Player2",
            "outfit": "Law Dogs",
            "dudes": [{"card": "Clint Ramsey", "at": "Bunkhouse"}],
        },
    ],
}


def nothing(context: Context) -> None:
    return None


def deed_taken_by_player2() -> tuple[Game, Card]:
    game = Game.from_board(BOARD)
    deed = game.card("Bunkhouse")
    assert game.controller_of(deed) is game.players[1], "Player2 controls Bunkhouse by influence"
    return game, deed


def noon_ability(deed: Card, *, controller: bool) -> ActionAbility:
    ability = ActionAbility(card=deed, title=deed.title, handler=nothing, controller_only=controller)
    deed.abilities.append(ability)
    return ability


def react(deed: Card, *, controller: bool) -> Reaction:
    ability = Reaction(card=deed, title=deed.title, handler=nothing, controller_only=controller)
    deed.abilities.append(ability)
    return ability


def test_a_controller_ability_goes_to_the_player_who_controls_the_deed() -> None:
    game, deed = deed_taken_by_player2()
    ability = noon_ability(deed, controller=True)
    owner, taker = game.players
    assert ability.check(game, taker, "high noon") is None
    refusal = ability.check(game, owner, "high noon")
    assert refusal is not None and refusal.rule.id == "ability.controller"


def test_a_deed_ability_not_printed_controller_stays_with_the_owner() -> None:
    game, deed = deed_taken_by_player2()
    ability = noon_ability(deed, controller=False)
    owner, taker = game.players
    assert ability.check(game, owner, "high noon") is None
    refusal = ability.check(game, taker, "high noon")
    assert refusal is not None and refusal.rule.id == "ability.owner"
    assert "Player2 does not own Bunkhouse" in refusal.reason


def test_a_controller_react_goes_to_the_player_who_controls_the_deed() -> None:
    game, deed = deed_taken_by_player2()
    assert react(deed, controller=True).user() is game.players[1]


def test_a_react_not_printed_controller_stays_with_the_owner() -> None:
    game, deed = deed_taken_by_player2()
    assert react(deed, controller=False).user() is game.players[0]


def test_a_dudes_abilities_go_to_its_controller() -> None:
    game, _ = deed_taken_by_player2()
    dude = game.card("Clint Ramsey")
    ability = ActionAbility(card=dude, title=dude.title, handler=nothing)
    assert ability.user() is game.players[1]
