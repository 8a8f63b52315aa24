"""The engine's load-bearing contracts (DESIGN.md C1–C3, C5) proven directly."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from cards.decks import load_deck, starter_decks
from engine.board_spec import BoardError
from engine.decisions import IllegalPlay
from engine.game import Game
from harness.agents import RandomAgent

BOARD: dict[str, Any] = {
    "seed": 11,
    "phase": "high noon",
    "players": [
        {
            "name": "Player1",
            "outfit": "The Sloane Gang",
            "ghost_rock": 4,
            "hand": ["Shotgun", "Sloane", "General Store"],
            "deck": [
                "Pancho Castillo",
                "Jonah Essex",
                "Barton Everest",
                "Fred Aims",
                "Silas Aims",
                "Peacemaker",
            ],
            "dudes": [
                {"card": "Jake Smiley", "booted": True},
                {"card": "Allie Hensman", "at": "Town Square"},
            ],
        },
        {
            "name": "Player2",
            "outfit": "Law Dogs",
            "ghost_rock": 2,
            "deck": [
                "Clyde Owens",
                "Tommy Harden",
                "Philip Swinford",
                "Abram Grothe",
                "Prescott Utter",
                "Roan",
            ],
            "dudes": ['Xiong "Wendy" Cheng'],
        },
    ],
}


def random_game(seed: int, max_decisions: int = 4000) -> Game:
    names = starter_decks()
    game = Game.from_decks(
        [load_deck(names[seed % len(names)]), load_deck(names[(seed + 5) % len(names)])], seed=seed
    )
    agent = random.Random(seed * 7919)
    for _ in range(max_decisions):
        if game.pending is None:
            break
        game.decide(game.pending.player, agent.choice(game.pending.options).id)
        assert game.effects.check_invariants() == []
    return game


# -- C2: determinism -------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(40))
def test_same_seed_and_decisions_give_the_same_game(seed: int) -> None:
    first, second = random_game(seed), random_game(seed)
    assert first.digest() == second.digest()
    assert first.log.lines() == second.log.lines()
    assert first.history == second.history


def test_random_games_reach_a_winner() -> None:
    games = [random_game(seed) for seed in range(40)]
    assert all(g.winner is not None for g in games)
    assert len({g.digest() for g in games}) == len(games), "different seeds should give different games"


def test_replaying_the_decision_history_reproduces_the_game() -> None:
    game = random_game(3)
    names = starter_decks()
    replay = Game.from_decks([load_deck(names[3]), load_deck(names[8])], seed=3)
    for player, option in game.history:
        replay.decide(player, option)
    assert replay.digest() == game.digest()


# -- C1: illegal answers are refused, naming the rule, changing nothing -------------------------
def refused(game: Game, player: str, option: str) -> IllegalPlay:
    before = game.digest()
    with pytest.raises(IllegalPlay) as caught:
        game.decide(player, option)
    assert game.digest() == before, "a refused play must leave the game exactly as it was"
    return caught.value


def test_shoppin_goods_onto_a_booted_dude_is_refused() -> None:
    refusal = refused(Game.from_board(BOARD), "Player1", "shop Shotgun on Jake Smiley")
    assert refusal.rule.id == "noon.shoppin.attach"
    assert "Jake Smiley is booted" in str(refusal)
    assert "§3.5" in str(refusal)


def test_moving_a_booted_dude_is_refused() -> None:
    refusal = refused(Game.from_board(BOARD), "Player1", "move Jake Smiley to Town Square")
    assert refusal.rule.id == "move.unbooted"


def test_shoppin_what_you_cannot_afford_is_refused() -> None:
    refusal = refused(Game.from_board(BOARD), "Player1", "shop Sloane")
    assert refusal.rule.id == "noon.shoppin.cost"
    assert "Sloane costs 8 ghost rock and Player1 has 4" in str(refusal)


def test_paying_upkeep_you_cannot_afford_is_refused() -> None:
    board = copy.deepcopy(BOARD)
    board["phase"] = "upkeep"
    board["players"][1]["ghost_rock"] = 0
    board["players"][1]["dudes"] = ["Sheriff Dave Montreal"]  # upkeep 2, Law Dogs produce 3
    board["players"][1]["street"] = ["home"]
    game = Game.from_board(board)
    while game.pending is not None and game.pending.player != 1:
        game.decide(game.pending.player, game.pending.options[0].id)
    assert game.pending is not None
    board2 = copy.deepcopy(board)
    board2["players"][1]["dudes"] = ["Sheriff Dave Montreal", "Clyde Owens", "Abram Grothe"]
    game2 = Game.from_board(board2)
    while game2.pending is not None and game2.pending.player != 1:
        game2.decide(game2.pending.player, game2.pending.options[0].id)
    refusal = refused(game2, "Player2", "pay 5 ghost rock")
    assert refusal.rule.id == "upkeep.afford"


def test_answering_out_of_turn_is_refused() -> None:
    refusal = refused(Game.from_board(BOARD), "Player2", "pass")
    assert refusal.rule.id == "noon.turn"


def test_an_unknown_location_suggests_the_closest_one() -> None:
    refusal = refused(Game.from_board(BOARD), "Player1", "move Allie Hensman to Town Sqare")
    assert refusal.rule.id == "move.destination"
    assert "there is no location 'Town Sqare': did you mean Town Square?" in str(refusal)


def test_an_unknown_answer_suggests_the_closest_legal_ones() -> None:
    refusal = refused(Game.from_board(BOARD), "Player1", "moves Allie Hensman to Player1's home")
    assert "Did you mean" in str(refusal)


# -- C3: the board schema -----------------------------------------------------------------------
def test_a_board_round_trips_through_snapshot() -> None:
    game = Game.from_board(BOARD)
    snapshot = game.snapshot()
    again = Game.from_board(snapshot)
    assert again.snapshot() == snapshot
    assert again.digest() == Game.from_board(snapshot).digest()


@pytest.mark.parametrize("seed", range(30))
def test_snapshots_taken_mid_game_rebuild_the_same_position(seed: int) -> None:
    """At several random points of a random game (inside shootouts and jobs too), the
    snapshot rebuilds a game with the same board and prompt, whose future is the same."""
    full = random_game(seed)
    names = starter_decks()
    game = Game.from_decks(
        [load_deck(names[seed % len(names)]), load_deck(names[(seed + 5) % len(names)])], seed=seed
    )
    cuts = sorted(random.Random(seed).sample(range(len(full.history)), min(4, len(full.history))))
    done = 0
    for cut in cuts:
        while done < cut:
            game.decide(*full.history[done])
            done += 1
        if game.phase == "setup" or game.pending is None:
            continue
        snapshot = game.snapshot()
        rebuilt = Game.from_board(snapshot)
        assert rebuilt.snapshot() == snapshot
        assert rebuilt.pending is not None and rebuilt.pending.ids() == game.pending.ids()
        for player, option in full.history[done:]:
            rebuilt.decide(player, option)
        assert (
            rebuilt.winner is not None and full.winner is not None and rebuilt.winner.name == full.winner.name
        )
        tail = rebuilt.log.lines()
        assert tail and full.log.lines()[-len(tail) :] == tail


def test_unknown_board_keys_say_did_you_mean() -> None:
    board = copy.deepcopy(BOARD)
    board["players"][0]["dudes"][0]["bootd"] = True
    with pytest.raises(BoardError, match=r"unknown key 'bootd'. Did you mean 'booted'\?") as caught:
        Game.from_board(board)
    assert caught.value.path == "$.players[0].dudes[0].bootd"


def test_unknown_cards_say_did_you_mean() -> None:
    board = copy.deepcopy(BOARD)
    board["players"][0]["hand"] = ["Shotgn"]
    with pytest.raises(BoardError, match=r"Did you mean: Shotgun") as caught:
        Game.from_board(board)
    assert caught.value.path == "$.players[0].hand[0]"


def test_unknown_locations_say_did_you_mean() -> None:
    board = copy.deepcopy(BOARD)
    board["players"][0]["dudes"][1]["at"] = "Town Sqare"
    with pytest.raises(BoardError, match=r"Did you mean: Town Square"):
        Game.from_board(board)


def _first_position(predicate: object, seeds: range) -> tuple[Game, Game]:
    """(a game paused where `predicate(game)` holds, a replay-ready copy of its full run)."""
    names = starter_decks()
    for seed in seeds:
        full = random_game(seed)
        game = Game.from_decks(
            [load_deck(names[seed % len(names)]), load_deck(names[(seed + 5) % len(names)])], seed=seed
        )
        for player, option in full.history:
            if game.pending is not None and predicate(game):  # type: ignore[operator]
                return game, full
            game.decide(player, option)
    raise AssertionError("no random game reached the position")


def test_a_shootout_in_progress_round_trips_through_a_board() -> None:
    game, full = _first_position(
        lambda g: g.shootout is not None and g.step == "shootout" and g.shootout.job is None, range(40)
    )
    snapshot = game.snapshot()
    assert "shootout" in snapshot and snapshot["shootout"]["posses"]
    rebuilt = Game.from_board(snapshot)
    assert rebuilt.snapshot() == snapshot
    assert rebuilt.pending is not None and game.pending is not None
    assert rebuilt.pending.ids() == game.pending.ids()
    done = len(game.history)
    for player, option in full.history[done:]:
        rebuilt.decide(player, option)
    assert rebuilt.winner is not None and full.winner is not None and rebuilt.winner.name == full.winner.name


def test_a_job_in_progress_round_trips_through_a_board() -> None:
    game, full = _first_position(
        lambda g: g.shootout is not None and g.step == "shootout" and g.shootout.job is not None, range(200)
    )
    snapshot = game.snapshot()
    assert snapshot["shootout"]["job"]
    rebuilt = Game.from_board(snapshot)
    assert rebuilt.snapshot() == snapshot
    for player, option in full.history[len(game.history) :]:
        rebuilt.decide(player, option)
    assert rebuilt.log.lines()[-5:] == full.log.lines()[-5:]


# -- C3: snapshots of positions the engine reaches rebuild and play on identically ---------------
def assert_rebuilds_and_continues(game: Game, decisions: int = 200) -> None:
    """The snapshot rebuilds the same position (board, prompt, RNG), and the two games stay
    equal, decision for decision, under the same random answers."""
    snapshot = game.snapshot()
    rebuilt = Game.from_board(snapshot)
    assert rebuilt.snapshot() == snapshot
    assert rebuilt.position_digest() == game.position_digest()
    agent = RandomAgent(17)
    for _ in range(decisions):
        if game.pending is None:
            break
        player, answer = game.pending.player, agent.choose(game, game.pending)
        game.decide(player, answer)
        rebuilt.decide(player, answer)
        assert rebuilt.position_digest() == game.position_digest()


def play_plan(board: dict[str, Any], plan: list[str]) -> Game:
    game = Game.from_board(board)
    for answer in plan:
        assert game.pending is not None
        game.decide(game.pending.player, answer)
    return game


WENDY = 'Xiong "Wendy" Cheng'


def test_a_job_started_by_an_action_card_round_trips() -> None:
    """Kidnappin' is being played while its job's shootout is fought: the board names it as
    the job and among the abilities used today."""
    board = copy.deepcopy(BOARD)
    board["players"][0].update(ghost_rock=10, hand=["Kidnappin'"])
    board["players"][0]["dudes"] = [{"card": "Allie Hensman", "at": "Town Square"}, "Jake Smiley"]
    board["players"][1]["dudes"] = [{"card": WENDY, "at": "Town Square"}]
    game = play_plan(board, ["play Kidnappin'", "Allie Hensman", WENDY, "join Jake Smiley", f"join {WENDY}"])
    assert game.shootout is not None and game.shootout.job is not None
    assert "Kidnappin'" in game.snapshot()["used_abilities"]
    assert_rebuilds_and_continues(game)


def test_a_dude_who_joined_without_moving_round_trips() -> None:
    """Buffalo Rifle: Jake Smiley joins the posse from home without moving; the board keeps
    him at home and in the posse."""
    board = copy.deepcopy(BOARD)
    board["players"][0]["hand"] = []
    board["players"][0]["dudes"] = [
        {"card": "Allie Hensman", "at": "Town Square"},
        {"card": "Jake Smiley", "attachments": ["Buffalo Rifle"]},
    ]
    board["players"][1]["dudes"] = [{"card": WENDY, "at": "Town Square"}]
    game = play_plan(board, [f"call out {WENDY} with Allie Hensman", "accept", "join Jake Smiley"])
    assert game.shootout is not None and game.card("Jake Smiley") in game.shootout.posse(game.players[0])
    assert game.card("Jake Smiley").location != game.shootout.location
    assert game.shootout.joined_in_place == [game.card("Jake Smiley")]
    assert_rebuilds_and_continues(game)


def test_the_invariants_catch_a_posse_member_fighting_away_from_the_shootout() -> None:
    """Once the rounds have begun a posse member stands at the fight, or next to it if he
    joined without moving (Buffalo Rifle); anywhere else is a broken invariant (§5.2)."""
    from harness.invariants import check_invariants

    board = copy.deepcopy(BOARD)
    board["players"][0]["hand"] = []
    board["players"][0]["dudes"] = [
        {"card": "Allie Hensman", "at": "Town Square"},
        {"card": "Jake Smiley", "attachments": ["Buffalo Rifle"]},
    ]
    board["players"][1]["dudes"] = [{"card": WENDY, "at": "Town Square"}]
    game = play_plan(board, [f"call out {WENDY} with Allie Hensman", "accept", "join Jake Smiley"])
    assert game.shootout is not None and game.shootout.round == 1
    assert check_invariants(game) == []
    game.shootout.joined_in_place.clear()  # as if he had stayed home without the rifle's leave
    assert check_invariants(game) == ["Jake Smiley is in Player1's posse away from Town Square"]


def test_a_posse_member_away_from_the_shootout_needs_an_effect_that_lets_him() -> None:
    board = copy.deepcopy(BOARD)
    board["players"][1]["dudes"] = [{"card": WENDY, "at": "Town Square"}]
    board["shootout"] = {
        "location": "Town Square",
        "leader": "Allie Hensman",
        "mark": WENDY,
        "posses": {"Player1": ["Allie Hensman", "Jake Smiley"], "Player2": [WENDY]},
    }
    with pytest.raises(BoardError, match="Jake Smiley is not at Town Square") as caught:
        Game.from_board(board)
    assert caught.value.path == "$.shootout.posses.Player1[1]"
    board["players"][0]["dudes"][0] = {"card": "Jake Smiley", "attachments": ["Buffalo Rifle"]}
    assert Game.from_board(board).shootout is not None
