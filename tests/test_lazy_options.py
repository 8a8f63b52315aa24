"""High Noon options worked out lazily change no answer (DESIGN.md C1, C2).

A High Noon turn's options (`noon_actions.TurnOptions`) list each kind of action only
when it is first read, and count and index the moves without listing them. They must
read exactly like the list of every candidate with no refusal, in the same order —
length, indexing, iteration, `option(id)`, `matching(prefix)` — and a game whose
options are read late (by the agent, as it chooses) must be the very game whose options
are all read the moment each decision is posed. Setup's starting-gang listing, which
asks again only about the candidates left, must equal a listing of the whole deck.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import chain

import pytest

from cards.decks import load_deck, starter_decks
from engine.decisions import Decision, Option, Options
from engine.game import Game
from engine.phases import noon_actions
from harness.agents import AGENTS
from harness.growth import board_with


def eager_ids(game: Game, pending: Decision) -> list[str]:
    """The options as High Noon listed them before they were lazy: every candidate with
    no refusal, the first of any two with one id."""
    player = game.players[pending.player]
    return list(dict.fromkeys(action.id for action in noon_actions.legal_actions(game, player)))


def noon_decisions(agent: str, seeds: range, boards: list[int]) -> Iterator[tuple[Game, Decision]]:
    """Every High Noon decision of games between the starter decks and from big boards,
    before the agent reads it."""
    names = starter_decks()
    starts = chain(
        (
            (
                Game.from_decks(
                    [load_deck(names[s % len(names)]), load_deck(names[(s * 7 + 3) % len(names)])], seed=s
                ),
                s,
            )
            for s in seeds
        ),
        ((Game.from_board(board_with(cards, seed=cards)), cards) for cards in boards),
    )
    for game, seed in starts:
        player = AGENTS[agent](seed)
        for _ in range(300):
            pending = game.pending
            if pending is None:
                break
            if pending.kind == "high noon":
                yield game, pending
            game.decide(pending.player, player.choose(game, pending))


@pytest.mark.parametrize("agent", ["random", "realistic"])
def test_lazy_options_read_like_the_listed_ones(agent: str) -> None:
    checked = moves = 0
    pick = random.Random(8)
    for game, pending in noon_decisions(agent, range(4), [20, 60]):
        assert isinstance(pending.options, Options)
        expected = eager_ids(game, pending)
        assert pending.ids() == expected
        assert len(pending.options) == len(expected)
        for index in pick.sample(range(len(expected)), min(5, len(expected))):
            assert pending.options[index].id == expected[index]
            assert pending.options[index - len(expected)].id == expected[index]
            assert pending.option(expected[index]) == Option(expected[index], expected[index])
        for prefix in ("move ", "shop ", "use ", "call out ", "pass"):
            assert [o.id for o in pending.matching(prefix)] == [i for i in expected if i.startswith(prefix)]
        for made_up in ("move Nobody to Town Square", "shop Nothing", "pass it on", "use"):
            assert pending.option(made_up) is None
        moves += sum(i.startswith("move ") for i in expected)
        checked += 1
    assert checked > 40 and moves > 200


def test_a_move_to_where_the_dude_stands_or_of_a_booted_dude_is_no_option() -> None:
    game = Game.from_board(board_with(20, seed=3))
    pending = game.pending
    assert pending is not None and pending.kind == "high noon"
    player = game.players[pending.player]
    for dude in player.dudes():
        here = game.locations.name(dude.location or "")
        assert pending.option(f"move {dude.uid} to {here}") is None
        others = [game.locations.name(uid) for uid in game.locations.all() if uid != dude.location]
        listed = [o.id for o in pending.matching(f"move {dude.uid} to ")]
        assert listed == ([] if dude.booted else [f"move {dude.uid} to {name}" for name in others])


@pytest.mark.parametrize("agent", ["random", "realistic"])
def test_options_read_late_give_the_game_read_at_once(agent: str) -> None:
    """The agent reads a turn's options when it chooses, some kinds never; reading them
    all as soon as each decision is posed must give the same game: logs and digests."""
    names = starter_decks()
    for seed in range(4):
        digests = []
        for read_at_once in (False, True):
            decks = [load_deck(names[seed % len(names)]), load_deck(names[(seed * 7 + 3) % len(names)])]
            game = Game.from_decks(decks, seed=seed)
            player = AGENTS[agent](seed)
            for _ in range(600):
                pending = game.pending
                if pending is None:
                    break
                if read_at_once:
                    list(pending.options)
                game.decide(pending.player, player.choose(game, pending))
            digests.append((game.log.lines(), game.digest()))
        assert digests[0] == digests[1]


def test_moves_are_listed_when_two_locations_read_alike(monkeypatch: pytest.MonkeyPatch) -> None:
    """A move id names its destination by name: were two names alike, the moves are
    listed like the other kinds, the first of two alike ids winning."""
    game = Game.from_board(board_with(20, seed=3))
    pending = game.pending
    assert pending is not None and pending.kind == "high noon"
    deeds = [uid for uid in game.locations.all() if game.locations.card(uid) is not None]
    real_name = game.locations.name
    monkeypatch.setattr(game.locations, "name", lambda uid: real_name(deeds[0] if uid == deeds[1] else uid))
    player = game.players[pending.player]
    fresh = noon_actions.TurnOptions(game, player)
    expected = eager_ids(game, pending)
    assert [o.id for o in fresh] == expected and len(fresh) == len(expected)
    assert [fresh[i].id for i in range(len(expected))] == expected
    moves = [i for i in expected if i.startswith("move ")]
    assert len(moves) == len(set(moves)) > 0
    assert all(fresh.find(i) is not None for i in moves)


@pytest.mark.parametrize("agent", ["random", "realistic"])
def test_starting_gang_candidates_rechecked_among_the_last_ones_equal_a_full_listing(agent: str) -> None:
    """Setup asks again only about the candidates left before the last card joined
    (`gang_candidates(..., among)`): the options must be those of a listing of the deck."""
    from engine.phases.setup import gang_candidates

    names = starter_decks()
    checked = 0
    for seed in range(6):
        decks = [load_deck(names[seed % len(names)]), load_deck(names[(seed * 7 + 3) % len(names)])]
        game = Game.from_decks(decks, seed=seed)
        player = AGENTS[agent](seed)
        chosen: dict[int, list[str]] = {0: [], 1: []}
        while game.pending is not None and game.pending.kind == "starting gang":
            pending = game.pending
            who = game.players[pending.player]
            full = gang_candidates(game, who, [game.card(uid) for uid in chosen[who.index]])
            assert pending.ids() == ["done"] + [f"add {card.uid}" for card in full]
            answer = player.choose(game, pending)
            if answer.startswith("add "):
                chosen[who.index].append(answer.removeprefix("add "))
            game.decide(pending.player, answer)
            checked += 1
    assert checked > 30


#: Tyxarglenak's redirect in play, action cards that target dudes in both hands.
REDIRECT_BOARD = {
    "phase": "high noon",
    "players": [
        {
            "name": "Player1",
            "outfit": "The Sloane Gang",
            "dudes": [
                {"card": "Tyxarglenak", "at": "Town Square"},
                {"card": "Steele Archer", "at": "Town Square"},
                {"card": "Olivia Jenks", "at": "Town Square"},
                {"card": "Ivor Hawley", "at": "home"},
            ],
            "hand": ["Sun in Yer Eyes", "Kidnappin'"],
            "deck": ["Shotgun", "Jake Smiley", "Circle M Ranch"] * 4,
        },
        {
            "name": "Player2",
            "outfit": "Law Dogs",
            "dudes": [{"card": 'Xiong "Wendy" Cheng', "at": "Town Square"}],
            "hand": ["Sun in Yer Eyes", "Kidnappin'"],
            "deck": ["Shotgun", "Jake Smiley", "Circle M Ranch"] * 4,
        },
    ],
}


def test_whether_an_ability_has_a_target_agrees_with_its_targets() -> None:
    """`Target.any_eligible` stops at the first target no redirect protects: it must
    answer as `eligible` does, for every targeted ability at every decision of games
    from boards with and without a redirect in play."""
    from engine.abilities import ActionAbility, Context

    #: Into a shootout where Player2's action card finds Steele Archer behind Tyxarglenak.
    script = [
        'call out Xiong "Wendy" Cheng with Tyxarglenak',
        "accept",
        "join Steele Archer",
        "join Olivia Jenks",
        "done",
        "pass",
    ]
    checked = redirected = 0
    starts = [(REDIRECT_BOARD, seed, script) for seed in range(6)] + [(board_with(60, seed=6), 6, [])]
    for board, seed, answers in starts:
        game = Game.from_board({**board, "seed": seed})
        agent = AGENTS["random"](seed)
        for turn in range(150):
            pending = game.pending
            if pending is None:
                break
            player = game.players[pending.player]
            for card in game.cards_in_play() + player.hand:
                for ability in card.abilities:
                    if isinstance(ability, ActionAbility) and ability.target is not None:
                        context = Context(game, player, card, ability)
                        targets = ability.target.eligible(context)
                        assert ability.target.any_eligible(context) == bool(targets)
                        redirected += any(c.redirects for c in targets) and len(targets) < len(
                            list(ability.target._candidates(context))
                        )
                        checked += 1
            scripted = answers[turn] if turn < len(answers) else None
            game.decide(pending.player, scripted or agent.choose(game, pending))
    assert checked > 300 and redirected >= 6
