"""A `shootout:join` spell ("Move this Huckster to join your posse") is cast by a Huckster
outside the posse (§5.4 lets `shootout:join` abilities bring their dude in); any other
Shootout spell needs its caster in a posse."""

from __future__ import annotations

from engine.abilities import Context
from engine.game import Game
from engine.spells import SpellAbility

BOARD = {
    "seed": 4,
    "phase": "high noon",
    "players": [
        {
            "name": "Player1",
            "outfit": "The Sloane Gang",
            "dudes": [
                {"card": "Pancho Castillo", "at": "Town Square"},
                {"card": "Steele Archer", "at": "home", "attachments": ["Soul Blast"]},
            ],
        },
        {"name": "Player2", "outfit": "Law Dogs", "dudes": [{"card": "Olivia Jenks", "at": "Town Square"}]},
    ],
    "shootout": {
        "location": "Town Square",
        "leader": "Pancho Castillo",
        "mark": "Olivia Jenks",
        "posses": {"Player1": ["Pancho Castillo"], "Player2": ["Olivia Jenks"]},
    },
}


def nothing(context: Context) -> None:
    return None


def spell(game: Game, play_type: str) -> SpellAbility:
    card = game.card("Soul Blast")
    ability = SpellAbility(card=card, title=card.title, handler=nothing, play_type=play_type, difficulty=7)
    card.abilities.append(ability)
    return ability


def test_a_join_spell_is_cast_from_outside_the_posse() -> None:
    game = Game.from_board(BOARD)
    assert spell(game, "shootout:join").check(game, game.players[0], "shootout plays") is None


def test_another_shootout_spell_needs_its_caster_in_a_posse() -> None:
    game = Game.from_board(BOARD)
    refusal = spell(game, "shootout").check(game, game.players[0], "shootout plays")
    assert refusal is not None and refusal.rule.id in ("shootout.abilities", "spell.cast")
