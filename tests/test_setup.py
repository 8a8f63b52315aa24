"""Setup rules the starter decks do not exercise: Core deeds in the starting gang (§2.2)."""

from __future__ import annotations

from dataclasses import replace

from cards import card_db
from cards.decks import DeckEntry, load_deck
from engine.game import Game


def game_with_core_deeds() -> Game:
    db = card_db()
    law_dogs = load_deck("Law Dogs - Learn to Play")
    extra = [
        DeckEntry(db.find("Gomorra Jail"), 1, False),  # Core
        DeckEntry(db.find("Concordia Cemetery"), 1, False),  # Core
        DeckEntry(db.find("Livery Stables"), 1, False),  # Core Entrepreneurs
    ]
    deck = replace(law_dogs, cards=[*law_dogs.cards, *extra])
    return Game.from_decks([deck, load_deck("Sloane Gang - Learn to Play")], seed=3)


def gang_options(game: Game) -> list[str]:
    assert game.pending is not None
    return game.pending.ids()


def test_one_core_deed_may_start_and_only_of_your_faction() -> None:
    game = game_with_core_deeds()
    while game.pending is not None and game.pending.player != 0:
        game.decide(game.pending.player, "done")
    options = gang_options(game)
    assert "add Gomorra Jail" in options and "add Concordia Cemetery" in options
    assert "add Livery Stables" not in options, "a Core Entrepreneurs deed is not for Law Dogs"
    game.decide("Player1", "add Gomorra Jail")
    assert "add Concordia Cemetery" not in gang_options(game), "at most one Core deed"


def test_a_starting_core_deed_is_built_on_the_street() -> None:
    game = game_with_core_deeds()
    while game.pending is not None and game.pending.kind == "starting gang":
        player = game.players[game.pending.player]
        answer = (
            "add Gomorra Jail" if player.index == 0 and "add Gomorra Jail" in game.pending.ids() else "done"
        )
        game.decide(player, answer)
    jail = game.card("Gomorra Jail")
    assert jail.in_play and jail in game.players[0].street
    assert "Player1 starts with Gomorra Jail" in game.log.lines()
