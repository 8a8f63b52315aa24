"""Names are data, never templates (contract C6).

A log line is a template filled once: a card title or a player name is an argument,
whatever characters it holds. Titles ending in "." or "!" ("Makaio Kaleo, Esq.") once
tripped the log's closing-punctuation check, and braces in a player's name ("{0} {x}")
were read as template fields, because ability messages were formatted twice.
"""

from __future__ import annotations

import pytest

from cards.database import card_db
from cards.decks import load_deck, starter_decks
from engine.abilities import CardAbility, Context
from engine.game import Game
from engine.log import GameLog, message
from harness.agents import RandomAgent

BRACES = "{0} {x}"
OTHER = "{player}}{1}"


def nothing(context: Context) -> None:
    return None


def titles() -> list[str]:
    return sorted(card_db().titles())


def test_some_titles_end_like_a_sentence() -> None:
    """The database holds the titles this file is about (else the tests below prove little)."""
    assert "Makaio Kaleo, Esq." in titles()
    assert sum(t.endswith((".", "!")) for t in titles()) >= 20


def test_every_title_is_an_argument_of_a_log_line() -> None:
    log = GameLog()
    for title in titles():
        assert log.add("{0} plays {1}", BRACES, title).text == f"{BRACES} plays {title}"


def test_a_template_must_not_end_with_punctuation_but_an_argument_may() -> None:
    with pytest.raises(ValueError, match="closing punctuation"):
        GameLog().add("Player1 wins.")
    assert GameLog().add("{0} wins", "Clear Out!").text == "Clear Out! wins"


def test_named_fields_are_filled_once_and_literal_braces_stay() -> None:
    entry = GameLog().add_named(
        "{player} plays {{this}} on {target}", {"player": BRACES, "target": "Missed!"}
    )
    assert entry.text == "{0} {x} plays {this} on Missed!"
    assert entry.args == (BRACES, "Missed!")


def test_every_card_title_fills_an_ability_message_as_source_and_target() -> None:
    """Every title in the database as the source and as the target of an ability's
    message, played by a player whose name holds braces."""
    game = Game(seed=0, player_names=(BRACES, "Player2"))
    player, other = game.players
    db = card_db()
    pinned_down = game.new_card(db.find("Pinned Down"), player)
    plain = CardAbility(pinned_down, "test", handler=nothing, message="{player} plays {source} on {target}")
    for title in titles():
        card = game.new_card(db.find(title), other)
        for source, target in ((plain.card, card), (card, plain.card)):
            context = Context(game, player, source, plain, target=target)
            plain.log_message(context)
            assert game.log.lines()[-1] == f"{BRACES} plays {source.name} on {target.name}"
        extra = CardAbility(
            card,
            "test",
            handler=nothing,
            message=lambda c: message("{player} uses {source} to ace {dude}", dude=c.source),
        )
        extra.log_message(Context(game, player, card, extra))
        assert game.log.lines()[-1] == f"{BRACES} uses {card.name} to ace {card.name}"


@pytest.mark.parametrize("seed", range(3))
def test_a_player_named_with_braces_plays_a_game(seed: int) -> None:
    """Players named "{0} {x}" and "{player}}{1}" play a whole random game: prompts,
    refusals and log lines all name the players as they are."""
    names = starter_decks()
    game = Game.from_decks(
        [load_deck(names[seed % len(names)]), load_deck(names[(seed + 1) % len(names)])],
        seed=seed,
        player_names=(BRACES, OTHER),
    )
    agent = RandomAgent(seed)
    for _ in range(5000):
        pending = game.pending
        if pending is None:
            break
        refusal = game.why_not(BRACES if pending.player else OTHER, pending.options[0].id)
        assert refusal is not None
        game.decide(pending.player, agent.choose(game, pending))
    lines = game.log.lines()
    assert any(line.startswith(f"{BRACES} ") for line in lines)
    assert any(line.startswith(f"{OTHER} ") for line in lines)
    assert game.winner is not None
