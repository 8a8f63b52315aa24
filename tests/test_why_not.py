"""Why-not at every decision (DESIGN.md C1, `engine.why_not`).

At every decision of random whole games, for both players: every option on offer is
legal for the player who owes the decision; every play either player names that is not
legal is refused by a rules-section rule (never the generic `decision.*` ones, which are
kept for answers that name no play); asking changes nothing, and a refused `decide`
leaves the digest exactly as it was. Plus one test per refusal class with its rule id.
"""

from __future__ import annotations

import copy
import random

import pytest

from cards.decks import load_deck
from engine.decisions import IllegalPlay
from engine.game import Game
from engine.model import Card
from harness.agents import RandomAgent
from tests.test_contracts import BOARD, refused
from tests.test_random_games import MAX_DECISIONS, decks_for

SEEDS = range(12)
#: Plays a player may name at any moment, by the step they belong to (§3–§8).
VERBS = (
    "move {dude} to Town Square",
    "call out {dude} with {other}",
    "join {dude}",
    "ace {dude}",
    "send home {dude}",
    "discard {dude}",
    "flee {dude}",
    "redraw {card}",
    "use {dude}",
    "react {dude}",
    "add {dude}",
    "accept",
    "refuse",
    "pass",
    "done",
    "keep best hand",
    "pay upkeep",
)


def named_plays(game: Game, rng: random.Random) -> list[str]:
    dudes = [c for c in game.cards_in_play() if c.is_dude] or list(game.cards.values())
    hands = [c for p in game.players for c in p.draw_hand] or list(game.cards.values())
    dude: Card = rng.choice(dudes)
    other: Card = rng.choice(dudes)
    card: Card = rng.choice(hands)
    return [verb.format(dude=dude.uid, other=other.uid, card=card.uid) for verb in VERBS]


def generic(rule_id: str) -> bool:
    return rule_id.startswith("decision.")


@pytest.mark.parametrize("seed", SEEDS)
def test_every_named_play_is_legal_or_refused_by_a_rules_section(seed: int) -> None:
    game = Game.from_decks([load_deck(name) for name in decks_for(seed)], seed=seed)
    agent, rng = RandomAgent(seed), random.Random(seed)
    decisions = 0
    while game.pending is not None and decisions < MAX_DECISIONS:
        pending = game.pending
        decider, waiting = pending.player, 1 - pending.player
        where = f"seed {seed}, decision {decisions} ({pending.kind}: {pending.prompt})"
        for option in pending.options:
            assert game.why_not(decider, option.id) is None, f"{where}: {option.id} offered but refused"
            refusal = game.why_not(waiting, option.id)
            assert refusal is not None, f"{where}: the waiting player may answer {option.id}"
            assert not generic(refusal.rule.id), f"{where}: waiting player, {option.id}: {refusal}"
        if decisions % 5 == 0:
            before = game.digest()
            for play in named_plays(game, rng):
                for player in (decider, waiting):
                    refusal = game.why_not(player, play)
                    if refusal is not None:
                        assert not generic(refusal.rule.id), f"{where}: player {player}, {play!r}: {refusal}"
            play = named_plays(game, rng)[decisions % len(VERBS)]
            if game.why_not(decider, play) is not None:
                with pytest.raises(IllegalPlay):
                    game.decide(decider, play)
            assert game.digest() == before, f"{where}: asking why not changed the game"
        game.decide(decider, agent.choose(game, pending))
        decisions += 1


def test_an_answer_that_names_no_play_lists_the_options() -> None:
    refusal = refused(Game.from_board(BOARD), "Player1", "pat the dog")
    assert refusal.rule.id == "decision.option"
    assert "the options are: pass" in str(refusal)


def test_a_finished_game_refuses_everything_with_the_turn_rule() -> None:
    game = Game.from_board(BOARD)
    game.pending = None
    game._flow = None
    refusal = game.why_not("Player1", "pass")
    assert refusal is not None and refusal.rule.id == "decision.turn"


def test_the_waiting_player_is_refused_by_the_high_noon_turn_rule() -> None:
    refusal = refused(Game.from_board(BOARD), "Player2", "pass")
    assert refusal.rule.id == "noon.turn"
    assert "It is Player1's High Noon turn" in str(refusal)


def test_the_waiting_player_learns_the_rule_of_their_own_illegal_move() -> None:
    board = copy.deepcopy(BOARD)
    board["players"][1]["dudes"] = [{"card": "Sheriff Dave Montreal", "booted": True}]
    refusal = refused(Game.from_board(board), "Player2", "move Sheriff Dave Montreal to Town Square")
    assert refusal.rule.id == "move.unbooted"


def test_a_discard_at_high_noon_is_refused_by_the_step_rule() -> None:
    refusal = refused(Game.from_board(BOARD), "Player1", "discard Allie Hensman")
    assert refusal.rule.id == "day.step"


def test_a_second_dude_of_one_title_in_the_starting_gang_is_refused_as_unique() -> None:
    game = Game.from_decks([load_deck(name) for name in decks_for(0)], seed=0)
    pending = game.pending
    assert pending is not None and pending.kind == "starting gang"
    first = next(o.id for o in pending.options if o.id.startswith("add "))
    game.decide(pending.player, first)
    refusal = refused(game, game.players[pending.player].name, first)
    assert refusal.rule.id == "setup.starting_gang.unique"
    assert "already has" in str(refusal)


def test_no_card_title_contains_the_multi_part_separator() -> None:
    from cards.database import card_db
    from engine.decisions import PART

    assert not [c.title for c in card_db().all() if PART in c.title]
