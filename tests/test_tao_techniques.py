"""Tao techniques attached to their dude (digest §7.4): the machinery behind
features/rules/pull/tao_techniques.feature — a snapshot keeps the attached technique,
its boot state and its end, and the branches no printed card reaches yet."""

from __future__ import annotations

from typing import Any

import pytest

from engine.effects import DISCARD_AT_EXPIRY, Duration
from engine.game import Game
from engine.hands import parse_cards
from engine.kung_fu import KungFuTest, put_away
from engine.pulls import Pull
from engine.zones import Zone
from harness.stacking import card_for

ZHU = "Zhu's Ferocity (Weird West Edition)"


def board(pull: str) -> dict[str, Any]:
    """A shootout about to start: Bai Yang Chen (tests against 10), Jake Smiley and Allie
    Hensman against four Law Dogs; Player1 holds Zhu's Ferocity and pulls `pull` first.
    Player2's deck holds no two cards of a value, so it never makes a cheatin' hand."""
    return {
        "phase": "high noon",
        "players": [
            {
                "name": "Player1",
                "outfit": "The Fourth Ring",
                "hand": [ZHU],
                "deck": [
                    card_for(parse_cards(pull)[0]),
                    "Pancho Castillo",
                    "Jonah Essex",
                    "Barton Everest",
                    "Fred Aims",
                    "Silas Aims",
                    "Peacemaker",
                ],
                "dudes": [
                    {"card": "Bai Yang Chen", "at": "Town Square"},
                    {"card": "Jake Smiley", "at": "Town Square"},
                    {"card": "Allie Hensman", "at": "Town Square"},
                ],
            },
            {
                "name": "Player2",
                "outfit": "Law Dogs",
                "deck": [card_for(face) for face in parse_cards("2C 4D 7H 9C JC KH 8D QS")],
                "dudes": [
                    {"card": "Olivia Jenks", "at": "Town Square"},
                    {"card": "Tommy Harden", "at": "Town Square"},
                    {"card": "Steven Wiles", "at": "Town Square"},
                    {"card": "Avie Cline", "at": "Town Square"},
                ],
            },
        ],
        "shootout": {
            "location": "Town Square",
            "leader": "Bai Yang Chen",
            "mark": "Olivia Jenks",
            "posses": {
                "Player1": ["Bai Yang Chen", "Jake Smiley", "Allie Hensman"],
                "Player2": ["Olivia Jenks", "Tommy Harden", "Steven Wiles", "Avie Cline"],
            },
        },
    }


def next_choice(game: Game) -> str:
    """A fixed way through a shootout that keeps Bai Yang Chen alive: everyone fights
    round 1, then every other dude runs, so the shootout ends with him in it."""
    assert game.pending is not None
    ids = game.pending.ids()
    running = [i for i in ids if i.startswith("flee ") and "Bai Yang Chen" not in i]
    if game.shootout is not None and game.shootout.round >= 2 and running:
        return running[0]
    for preferred in ("keep best hand", "stay", "pass", "done"):
        if preferred in ids:
            return preferred
    return next((i for i in ids if "Bai Yang Chen" not in i), ids[0])


def play_on(game: Game, until: Any) -> None:
    while not until(game):
        assert game.pending is not None
        game.decide(game.pending.player, next_choice(game))


@pytest.mark.parametrize(("pull", "booted"), [("4D", False), ("KD", True)])
def test_an_attached_tao_technique_and_its_end_round_trip_through_a_snapshot(pull: str, booted: bool) -> None:
    game = Game.from_board(board(pull))
    game.decide("Player1", f"play {ZHU}")
    game.decide("Player1", "Olivia Jenks")
    play_on(game, lambda g: g.shootout is not None and g.shootout.round == 2)

    snapshot = game.snapshot()
    bai = next(d for d in snapshot["players"][0]["dudes"] if d["card"] == "Bai Yang Chen")
    assert bai["attachments"] == [{"card": ZHU, "booted": True} if booted else ZHU]
    assert {
        "source": ZHU,
        "effect": "discard at expiry",
        "target": ZHU,
        "until": "end of shootout",
        "player": "Player1",
        "in_shootout": True,
    } in snapshot["effects"]

    rebuilt = Game.from_board(snapshot)
    assert rebuilt.snapshot() == snapshot
    assert rebuilt.card(ZHU).parent is rebuilt.card("Bai Yang Chen")
    assert rebuilt.card(ZHU).booted is booted
    for copy in (game, rebuilt):
        play_on(copy, lambda g: g.shootout is None)
        assert copy.card(ZHU).zone is Zone.DISCARD
    assert "Player1 discards Zhu's Ferocity (Weird West Edition) from Bai Yang Chen as the shootout ends" in (
        rebuilt.log.lines()
    )
    assert rebuilt.log.lines()[-10:] == game.log.lines()[-10:]


def _being_played(game: Game, title: str) -> Any:
    card = game.card(title)
    game.actions.play_from_hand(card)
    return card


def _test(value: int, difficulty: int = 10) -> KungFuTest:
    return KungFuTest(Pull(None, value, "D"), difficulty)


QUIET = {
    "phase": "high noon",
    "players": [
        {
            "name": "Player1",
            "outfit": "The Fourth Ring",
            "hand": [ZHU, "Mind of Quicksilver"],
            "dudes": [{"card": "Bai Yang Chen", "at": "Town Square"}],
        },
        {"name": "Player2", "outfit": "Law Dogs"},
    ],
}


def test_outside_a_shootout_a_tao_technique_stays_until_the_phase_ends() -> None:
    """No printed Tao technique is played outside a shootout yet; the rule still says where."""
    game = Game.from_board(QUIET)
    player, dude, technique = game.player("Player1"), game.card("Bai Yang Chen"), _being_played(game, ZHU)
    put_away(game, player, technique, dude, _test(11))
    assert technique.parent is dude and technique.booted
    (end,) = [e for e in game.effects.lasting if DISCARD_AT_EXPIRY in e.specs]
    assert (end.duration, end.phase, end.in_shootout) == (Duration.PHASE, "high noon", False)
    assert game.log.lines()[-1] == (
        "Player1 attaches Zhu's Ferocity (Weird West Edition) booted to Bai Yang Chen until the phase ends"
    )
    game.effects.end_of_phase("high noon")
    assert technique.zone is Zone.DISCARD and dude.attachments == []
    assert game.log.lines()[-1] == (
        "Player1 discards Zhu's Ferocity (Weird West Edition) from Bai Yang Chen as the phase ends"
    )


def test_a_technique_of_no_tao_is_discarded_as_it_resolves() -> None:
    game = Game.from_board(QUIET)
    player, dude = game.player("Player1"), game.card("Bai Yang Chen")
    technique = _being_played(game, "Mind of Quicksilver")
    put_away(game, player, technique, dude, _test(3))
    assert technique.zone is Zone.DISCARD and dude.attachments == []
    assert not [e for e in game.effects.lasting if DISCARD_AT_EXPIRY in e.specs]


def test_a_tao_technique_whose_dude_left_play_is_discarded() -> None:
    game = Game.from_board(QUIET)
    player, dude, technique = game.player("Player1"), game.card("Bai Yang Chen"), _being_played(game, ZHU)
    game.actions.discard(dude)
    put_away(game, player, technique, dude, _test(3))
    assert technique.zone is Zone.DISCARD
    assert not game.effects.lasting


def test_a_dude_leaving_play_takes_his_tao_technique_and_its_end_with_him() -> None:
    game = Game.from_board(QUIET)
    player, dude, technique = game.player("Player1"), game.card("Bai Yang Chen"), _being_played(game, ZHU)
    put_away(game, player, technique, dude, _test(3))
    game.actions.ace(dude)
    assert technique.zone is Zone.DISCARD
    assert not game.effects.lasting
