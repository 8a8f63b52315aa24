"""Shoppin' on an ability's terms (§3.5, §8.1) as machinery, apart from any card: the cost
reduction, "as shoppin'" against "paying all costs", any location, another pile, and
shoppin' as a Shootout play when a player effect allows it."""

from __future__ import annotations

from typing import Any

from engine.effects import Duration, Effect, EffectSpec
from engine.game import Game
from engine.phases.noon_actions import Shop
from engine.shootout_shoppin import attach_plays
from engine.zones import Zone

BOARD: dict[str, Any] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {
            "name": "Player1",
            "outfit": "The Sloane Gang",
            "ghost_rock": 1,
            "hand": ["Shotgun"],
            "discard": ["Olivia Jenks"],
            "boot_hill": ["Bobo", "Sloane", "Sloane"],
            "dudes": [
                {"card": "Pancho Castillo", "at": "home", "booted": True},
                {"card": "Jonah Essex", "at": "Town Square"},
            ],
        },
        {"name": "Player2", "outfit": "Law Dogs", "ghost_rock": 2},
    ],
}


def game_and_player() -> tuple[Game, Any]:
    game = Game.from_board(BOARD)
    return game, game.players[0]


def rule_of(shop: Shop, game: Game, player: Any) -> str | None:
    refusal = shop.check(game, player)
    return None if refusal is None else refusal.rule.id


def test_a_reduction_lowers_the_price_never_below_nothing() -> None:
    game, player = game_and_player()
    shotgun = game.card("Shotgun")
    assert Shop(shotgun, target=game.card("Jonah Essex")).price(game, player) == 3
    assert Shop(shotgun, reduction=2).price(game, player) == 1
    assert Shop(shotgun, reduction=5).price(game, player) == 0


def test_as_shoppin_needs_an_unbooted_dude_at_a_location_you_control() -> None:
    game, player = game_and_player()
    shotgun, pancho, jonah = game.card("Shotgun"), game.card("Pancho Castillo"), game.card("Jonah Essex")
    before = game.digest()
    assert rule_of(Shop(shotgun, target=pancho, reduction=2), game, player) == "noon.shoppin.attach"
    assert rule_of(Shop(shotgun, target=jonah, reduction=2), game, player) == "noon.shoppin.attach"
    assert rule_of(Shop(shotgun, target=jonah, reduction=2, anywhere=True), game, player) is None
    assert rule_of(Shop(shotgun, target=pancho, reduction=2, as_shoppin=False), game, player) is None
    assert rule_of(Shop(shotgun, target=jonah, reduction=1, as_shoppin=False), game, player) == (
        "noon.shoppin.cost"
    )
    assert game.digest() == before


def test_a_card_comes_from_the_pile_the_terms_name() -> None:
    game, player = game_and_player()
    olivia = game.card("Olivia Jenks")
    assert rule_of(Shop(olivia, reduction=5), game, player) == "noon.shoppin"
    play = Shop(olivia, reduction=5, source=Zone.DISCARD, at="Town Square")
    assert play.check(game, player) is None
    list(play.perform(game, player))
    assert olivia.in_play and olivia.location == "Town Square"
    assert player.ghost_rock == 1


def test_a_unique_card_leaving_boot_hill_is_not_blocked_by_itself_but_by_its_twin() -> None:
    game, player = game_and_player()
    bobo, sloane = game.card("Bobo"), game.card("Sloane")
    terms: dict[str, Any] = {"source": Zone.BOOT_HILL, "as_shoppin": False, "reduction": 9}
    assert Shop(bobo, **terms).check(game, player) is None
    assert rule_of(Shop(sloane, **terms), game, player) == "unique"


def test_shoppin_is_a_shootout_play_only_while_a_player_effect_allows_it() -> None:
    game, player = game_and_player()
    assert attach_plays(game, player, "shootout plays") == []
    game.effects.add_lasting(
        Effect(
            source=game.card("Shotgun"),
            specs=(EffectSpec("player", "attach_in_shootouts", 1),),
            duration=Duration.DAY,
            targets_players=True,
            player=player,
        )
    )
    assert game.effects.player_amount(player, "attach_in_shootouts") == 1
    assert game.effects.player_amount(game.players[1], "attach_in_shootouts") == 0
    assert attach_plays(game, player, "shootout plays") == []  # no shootout: nobody in a posse
    assert attach_plays(game, player, "high noon") == []
