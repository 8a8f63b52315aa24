"""Agent Provocateur's restrictions (`engine.restrictions`) that no card of the pool can
test on a board yet: no card effect gives a point to a dude at a home from a job, plays a
non-Abomination dude away from home or out of Boot Hill, or blanks a dude without attaching
to him. Each is shown on the engine call such a card would make.

"Your dudes at this location cannot gain permanent control points except from jobs"
(`control_point_refused`): a card effect at his location gives his player's dudes there no
control point; a job's text still does; dudes elsewhere are untouched. "Cannot enter play at
a location that is not your home, leave Boot Hill, or have traits removed" (`printed`)."""

from __future__ import annotations

from typing import Any

from engine.card_effects import as_card_effect
from engine.effects import Duration, Effect, EffectSpec
from engine.game import Game
from engine.locations import CANNOT_MOVE
from engine.phases.noon_actions import Shop
from engine.zones import Zone

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {
            "outfit": "The Sloane Gang",
            "dudes": [
                {"card": "Agent Provocateur", "at": "home"},
                {"card": "Pancho Castillo", "at": "home"},
                {"card": "Allie Hensman", "at": "Town Square"},
            ],
        },
        {
            "outfit": "Law Dogs",
            "dudes": [{"card": "Clyde Owens", "at": "home"}],
            "hand": ["Agent Provocateur"],
            "ghost_rock": 10,
        },
    ],
}


def _give(game: Game, dude_title: str, *, from_job: bool) -> int:
    dude = game.card(dude_title)

    def handler() -> None:
        game.actions.add_control_point(dude)

    flow = as_card_effect(game, game.players[0], "noon", handler, from_job=from_job)
    for _ in flow:
        raise AssertionError("no decision expected")
    return dude.control_tokens


def test_a_card_effect_gives_no_control_point_at_his_location() -> None:
    assert _give(Game.from_board(BOARD), "Pancho Castillo", from_job=False) == 0


def test_a_jobs_text_still_gives_it() -> None:
    assert _give(Game.from_board(BOARD), "Pancho Castillo", from_job=True) == 1


def test_a_dude_elsewhere_gains_it() -> None:
    assert _give(Game.from_board(BOARD), "Allie Hensman", from_job=False) == 1


def _in_boot_hill() -> tuple[Game, Any]:
    game = Game.from_board(BOARD)
    agent = game.card("Agent Provocateur")
    game.actions.ace(agent)
    assert agent.zone is Zone.BOOT_HILL
    return game, agent


def test_nothing_takes_him_out_of_boot_hill() -> None:
    game, agent = _in_boot_hill()
    game.actions.put_into_play(agent)
    game.actions.put_in_pile(agent, Zone.HAND)
    assert agent.zone is Zone.BOOT_HILL
    assert "Agent Provocateur cannot leave Boot Hill" in [str(line) for line in game.log.lines()]
    refusal = Shop(agent, source=Zone.BOOT_HILL, free=True).check(game, agent.owner)
    assert refusal is not None and "cannot leave Boot Hill" in refusal.reason


def test_he_enters_play_at_home_only() -> None:
    game = Game.from_board(BOARD)
    player = game.players[1]
    agent = next(card for card in player.hand if card.title == "Agent Provocateur")
    away = Shop(agent, at="Town Square").check(game, player)
    assert away is not None and "not your home" in away.reason
    assert Shop(agent, at=player.home.uid).check(game, player) is None


def test_nothing_blanks_him() -> None:
    game = Game.from_board(BOARD)
    agent, pancho = game.card("Agent Provocateur"), game.card("Pancho Castillo")
    for dude in (agent, pancho):
        game.effects.add_lasting(
            Effect(source=pancho, specs=(EffectSpec("flag", "blank"),), duration=Duration.DAY, match=dude)
        )
    assert pancho.blank
    assert not agent.blank
    assert game.effects.has_flag(agent, CANNOT_MOVE)
