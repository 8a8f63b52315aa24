"""The rules oracle in the fuzzer (issue 20): planted bugs in each core play are caught
as disagreements with the oracle, one at a time, and the engine as it is gives none.

Each plant breaks one rule of the digest the engine enforces (a booted caller, a booted
dude moving, a joiner from far away, ...) with monkeypatch, then runs the fuzz machine
derandomized with a small budget: the run must fail on the "oracle" check, naming the
illegal play. Generation stops at the first failure, so the budget is a ceiling."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator

import pytest
from hypothesis.stateful import run_state_machine_as_test

from engine import callout, casualties, jobs, posse, shootout
from engine.decisions import Decision, Option, Refusal
from engine.flow import Flow
from engine.game import Game
from engine.model import Card, Player
from engine.phases import noon_actions
from engine.phases.noon_actions import Move, MoveSegment, NoonAction, Shop, Trade
from engine.rules import rule
from engine.shootout_state import Shootout
from harness.agents import RandomAgent
from harness.fuzz.machine import EngineMachine
from harness.fuzz.oracle import oracle_problems, verdicts
from harness.fuzz.profiles import planted_settings
from tests.test_random_games import decks_for

#: The ceiling of games a plant is given (most are caught within a few dozen).
PLANTED = planted_settings(300)


# -- the plants, one rule forgotten each ------------------------------------------------------
def booted_dude_calls_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """(a) §5.1 forgotten: a booted dude may call out."""
    monkeypatch.setattr(
        callout,
        "callout_refusal",
        lambda game, player, caller, callee: (
            None if caller.controller is not player else callout.callee_refusal(game, player, caller, callee)
        ),
    )


def booted_dude_moves_without_a_horse(monkeypatch: pytest.MonkeyPatch) -> None:
    """(b) §4.2 forgotten: a booted dude with no Horse may move (listed and accepted)."""

    def read(self: MoveSegment) -> None:
        game = self._game
        if game is None:
            return
        self._game = None
        listed: dict[str, NoonAction] = {}
        for dude in self._dudes:
            if dude.booted and dude.attachments_with("Horse"):
                continue
            for uid in game.locations.all():
                if uid != dude.location:
                    move = Move(dude, uid)
                    listed.setdefault(move.id, move)
        self._listed, self._size = listed, len(listed)

    monkeypatch.setattr(MoveSegment, "_read", read)


def far_dude_joins_a_posse(monkeypatch: pytest.MonkeyPatch) -> None:
    """(c) §5.2 forgotten: a dude from a non-adjacent location may join a posse."""
    monkeypatch.setattr(posse, "_reaches", lambda game, state, dude: dude.location is not None)


def booted_dude_leads_a_job(monkeypatch: pytest.MonkeyPatch) -> None:
    """(d) §6.1 forgotten: a booted dude may lead a job."""

    def leaders(self: jobs.JobAbility, player: Player) -> list[Card]:
        card = self.card
        if card.is_dude:
            return [card]
        if card.parent is not None and card.parent.is_dude:
            return [card.parent]
        return player.dudes()

    monkeypatch.setattr(jobs.JobAbility, "_leader_candidates", leaders)


def goods_shopped_onto_a_booted_dude(monkeypatch: pytest.MonkeyPatch) -> None:
    """(e) §3.5 forgotten: goods may be shopped onto a booted dude."""
    original = Shop._check_attachment

    def check(self: Shop, game: Game, player: Player) -> Refusal | None:
        dude = self.target
        if dude is None or not dude.booted:
            return original(self, game, player)
        dude.booted = False  # looked at as if unbooted: the rule the plant forgets
        try:
            return original(self, game, player)
        finally:
            dude.booted = True

    monkeypatch.setattr(Shop, "_check_attachment", check)


def trade_across_town(monkeypatch: pytest.MonkeyPatch) -> None:
    """(f) §3.6 forgotten: goods may be traded between dudes at different locations."""
    original = Trade.check

    def candidates(dudes: list[Card]) -> Iterator[NoonAction]:
        for giver in dudes:
            for goods in giver.attachments:
                for receiver in dudes:
                    if receiver is not giver:
                        yield Trade(goods, receiver)

    def check(self: Trade, game: Game, player: Player) -> Refusal | None:
        refusal = original(self, game, player)
        giver = self.goods.parent
        apart = giver is not None and giver.location != self.receiver.location
        return None if apart and refusal is not None and "same location" in refusal.reason else refusal

    monkeypatch.setattr(noon_actions, "_trade_candidates", candidates)
    monkeypatch.setattr(Trade, "check", check)


def shooter_from_outside_the_posse(monkeypatch: pytest.MonkeyPatch) -> None:
    """(g) §5.4 forgotten: any of the player's dudes may be picked as shooter."""
    original = shootout.pick_shooter

    def pick(game: Game, state: Shootout, player: Player) -> Flow:
        dudes = player.dudes()
        if len(dudes) < 2 or len(dudes) == len(state.posse(player)):
            return (yield from original(game, state, player))
        options = [Option(d.uid, d.uid) for d in dudes]
        answer = yield Decision(player.index, "Select a dude", options, kind="shooter")
        state.shooters[player.index] = game.card(answer)
        game.log.add("{0} picks {1} as their shooter", player, game.card(answer))
        return None

    monkeypatch.setattr(shootout, "pick_shooter", pick)


def casualty_from_outside_the_posse(monkeypatch: pytest.MonkeyPatch) -> None:
    """(h) §5.8 forgotten: a dude outside the posse may be discarded to cover a casualty."""
    original = casualties._ways

    def ways(game: Game, state: Shootout, player: Player) -> list[tuple[str, Card, int]]:
        found = original(game, state, player)
        posse = state.posse(player)
        return found + [("discard", d, 1) for d in player.dudes() if d not in posse]

    monkeypatch.setattr(casualties, "_ways", ways)


PLANTS: dict[str, tuple[Callable[[pytest.MonkeyPatch], None], str]] = {
    "booted-caller": (booted_dude_calls_out, "call out "),
    "booted-mover": (booted_dude_moves_without_a_horse, "move "),
    "far-joiner": (far_dude_joins_a_posse, "join "),
    "booted-job-leader": (booted_dude_leads_a_job, "§6.1"),
    "shop-onto-booted": (goods_shopped_onto_a_booted_dude, "shop "),
    "trade-across-town": (trade_across_town, "trade "),
    "shooter-outside-posse": (shooter_from_outside_the_posse, "§5.4"),
    "casualty-outside-posse": (casualty_from_outside_the_posse, "§5.8"),
}


#: Noon at the town square: Player1's Jake Smiley is booted, Allie Hensman is not, and
#: Player2's Wendy stands with them.
NOON: dict[str, object] = {
    "seed": 3,
    "phase": "high noon",
    "players": [
        {
            "name": "Player1",
            "outfit": "The Sloane Gang",
            "ghost_rock": 4,
            "hand": ["Shotgun"],
            "deck": ["Pancho Castillo", "Jonah Essex", "Barton Everest", "Fred Aims", "Silas Aims"],
            "dudes": [
                {"card": "Jake Smiley", "at": "Town Square", "booted": True},
                {"card": "Allie Hensman", "at": "Town Square"},
            ],
        },
        {
            "name": "Player2",
            "outfit": "Law Dogs",
            "ghost_rock": 2,
            "deck": ["Clyde Owens", "Tommy Harden", "Philip Swinford", "Abram Grothe", "Prescott Utter"],
            "dudes": [{"card": 'Xiong "Wendy" Cheng', "at": "Town Square"}],
        },
    ],
}


def test_the_oracle_reads_a_noon_turn_as_the_rules_do() -> None:
    game = Game.from_board(NOON)
    read = {v.play: v.legal for v in verdicts(game)}
    assert read['call out Xiong "Wendy" Cheng with Allie Hensman'] is True
    assert read['call out Xiong "Wendy" Cheng with Jake Smiley'] is False  # booted
    assert read["move Allie Hensman to Player1's home"] is True
    assert read["move Jake Smiley to Player1's home"] is False  # booted
    assert read["shop Shotgun on Allie Hensman"] is False  # the town square is nobody's
    assert oracle_problems(game) == []


def test_a_booted_caller_on_offer_is_a_disagreement(monkeypatch: pytest.MonkeyPatch) -> None:
    booted_dude_calls_out(monkeypatch)
    problems = oracle_problems(Game.from_board(NOON))
    assert problems == [
        "Player1 is offered 'call out Xiong \"Wendy\" Cheng with Jake Smiley', which the rules "
        "forbid (§5.1: the caller Jake Smiley is booted)"
    ]


def test_a_job_offered_with_nobody_to_lead_it_is_a_disagreement(monkeypatch: pytest.MonkeyPatch) -> None:
    board = json.loads(json.dumps(NOON))
    board["players"][0]["hand"] = ["Kidnappin'"]
    board["players"][0]["dudes"][1]["booted"] = True  # Allie too: nobody unbooted
    assert oracle_problems(Game.from_board(board)) == []
    booted_dude_leads_a_job(monkeypatch)
    assert oracle_problems(Game.from_board(board)) == [
        'Player1 is offered "play Kidnappin\'", which the rules forbid '
        "(§6.1: Player1 has no unbooted dude to lead Kidnappin''s job)"
    ]


def test_a_legal_play_the_engine_refuses_is_a_disagreement(monkeypatch: pytest.MonkeyPatch) -> None:
    """The other direction: an engine stricter than the rules (nobody may call out)."""
    monkeypatch.setattr(
        callout, "callout_refusal", lambda game, player, caller, callee: Refusal(rule("callout.caller"), "no")
    )
    problems = oracle_problems(Game.from_board(NOON))
    assert problems == [
        "Player1 is not offered 'call out Xiong \"Wendy\" Cheng with Allie Hensman', which the rules "
        'allow (§5.1: Allie Hensman is unbooted and Xiong "Wendy" Cheng is an opposing dude there)'
    ]


#: Seeded random games between starter decks the oracle reads without a disagreement.
CLEAN_GAMES = 40


def test_the_engine_as_it_is_never_disagrees_with_the_oracle_and_every_play_is_judged() -> None:
    """Zero false alarms over seeded games, and no vacuous oracle: each core play is
    judged legal and illegal somewhere in them."""
    from cards.decks import load_deck

    judged: set[tuple[str, bool | None]] = set()
    for seed in range(CLEAN_GAMES):
        game = Game.from_decks([load_deck(name) for name in decks_for(seed)], seed=seed)
        agent = RandomAgent(seed)
        while game.pending is not None:
            problems = oracle_problems(game)
            assert problems == [], f"seed {seed}, decision {len(game.history)}: {problems}"
            kind = game.pending.kind
            judged |= {(_play_kind(kind, v.play), v.legal) for v in verdicts(game)}
            game.decide(game.pending.player, agent.choose(game, game.pending))
    for play in ("call out", "move", "shop", "trade", "join", "job leader", "shooter", "casualty"):
        assert (play, True) in judged or (play, None) in judged, f"no {play} judged legal"
        assert (play, False) in judged, f"no {play} judged illegal"


def _play_kind(kind: str, play: str) -> str:
    if kind in ("job leader", "shooter", "casualty"):
        return kind
    return "call out" if play.startswith("call out ") else play.split(" ")[0]


@pytest.mark.parametrize("name", list(PLANTS))
@pytest.mark.slow
def test_the_oracle_catches_a_planted_bug(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    plant, play = PLANTS[name]
    monkeypatch.setattr(EngineMachine, "regressions", None)
    plant(monkeypatch)
    with pytest.raises(AssertionError, match="invariant 'oracle' broken") as failure:
        run_state_machine_as_test(EngineMachine, settings=PLANTED)
    assert play in str(failure.value)


def _restricted_board(
    street: list[str], dudes: list[dict[str, object]], hand: list[str]
) -> dict[str, object]:
    """`NOON` with Player1's street, dudes and hand replaced (and ghost rock to shop);
    Player2's Wendy still at the town square."""
    board = json.loads(json.dumps(NOON))
    me = board["players"][0]
    me.update(outfit="Encroaching Darkness", ghost_rock=10, street=street, dudes=dudes, hand=hand)
    return board


def test_the_oracle_reads_a_cards_printed_restrictions_on_moving_and_attaching() -> None:
    """Findings ea8427013142, 2f8416452540 and 22955755ef8b: the engine keeps a dude who
    "cannot leave your home" (a "cannot move" effect) from moving, Claws ("cannot be
    attached or traded to a dude without the Harrowed or Abomination keyword") off other
    dudes, and a non-Melee Weapon off Mason ("cannot have non-Melee Weapons attached"), by
    shoppin' or by trade; the oracle reads the same printed text and agrees."""
    board = _restricted_board(
        ["home"],
        [
            {"card": "Agent Provocateur", "at": "home"},
            {"card": "Mongwau the Mighty", "at": "home"},
            {"card": "Mason Adler", "at": "home"},
            {"card": "Valeria Batten", "at": "home", "attachments": ["Colt-Patterson Model '36"]},
        ],
        ["Claws", "Shotgun"],
    )
    game = Game.from_board(board)
    read = {v.play: v for v in verdicts(game)}
    refused = {
        "move Agent Provocateur to Town Square": "§4.2: an effect says Agent Provocateur cannot move",
        "shop Claws on Mongwau the Mighty": "§3.5: Claws's text keeps it from attaching to Mongwau the Mighty",
        "shop Shotgun on Mason Adler": "§3.5: Mason Adler's text keeps Shotgun from attaching to him",
        "shop Shotgun on Agent Provocateur": "§3.5: an effect says Agent Provocateur cannot attach cards",
        "trade Colt-Patterson Model '36 to Mason Adler": (
            "§3.6: Mason Adler's text keeps Colt-Patterson Model '36 from attaching to him"
        ),
    }
    for play, why in refused.items():
        assert (read[play].legal, read[play].why) == (False, why), play
    assert read["move Mason Adler to Town Square"].legal is True
    assert read["shop Shotgun on Mongwau the Mighty"].legal is True
    assert read["trade Colt-Patterson Model '36 to Mongwau the Mighty"].legal is True
    assert oracle_problems(game) == []


def test_a_dude_who_cannot_move_joins_no_posse_from_an_adjacent_location() -> None:
    """Agent Provocateur at home, next to a shootout at his street's deed: joining from
    there would be a move (§5.2), and he cannot move; Mongwau beside him may join."""
    board = _restricted_board(
        ["home", "The Oriental Saloon"],
        [
            {"card": "Agent Provocateur", "at": "home"},
            {"card": "Mongwau the Mighty", "at": "home"},
            {"card": "Mason Adler", "at": "The Oriental Saloon"},
        ],
        [],
    )
    board["players"][1]["dudes"][0]["at"] = "The Oriental Saloon"
    game = Game.from_board(board)
    game.decide(0, 'call out Xiong "Wendy" Cheng with Mason Adler')
    game.decide(1, "accept")
    read = {v.play: v.legal for v in verdicts(game)}
    assert read["join Agent Provocateur"] is False
    assert read["join Mongwau the Mighty"] is True
    assert oracle_problems(game) == []


def _kidnappin_played(dudes: list[dict[str, object]]) -> Game:
    """Player1's `dudes` (their home their only location), Kidnappin' played against
    Prescott Utter at the town square: the job's leader or posse is asked next."""
    board = _restricted_board(["home"], dudes, ["Kidnappin'"])
    board["players"][1]["dudes"] = [{"card": "Prescott Utter", "at": "Town Square"}]
    game = Game.from_board(board)
    game.decide(0, "play Kidnappin'")
    return game


def test_a_dude_who_cannot_move_joins_no_job_posse_bound_elsewhere() -> None:
    """A job's posse goes to the mark (§6.2): Agent Provocateur, beside the leader at
    home, may not join it for a mark at the town square, where Mason may; the engine
    agrees."""
    game = _kidnappin_played(
        [
            {"card": "Agent Provocateur", "at": "home"},
            {"card": "Mongwau the Mighty", "at": "home"},
            {"card": "Mason Adler", "at": "home"},
        ]
    )
    game.decide(0, "Mongwau the Mighty")
    game.decide(0, "Prescott Utter")
    assert game.pending is not None and game.pending.kind == "job posse"
    read = {v.play: v for v in verdicts(game)}
    assert read["join Agent Provocateur"].legal is False
    assert "cannot move" in read["join Agent Provocateur"].why
    assert read["join Mason Adler"].legal is True
    assert oracle_problems(game) == []


def test_a_dude_who_cannot_make_call_outs_nor_join_the_leaders_posse_is_not_offered_either() -> None:
    """Finding 25bb86d6f857: Puttin' On Airs ("That dude cannot make callouts or join the
    leader's posse") on Allie: the engine offers no call out by her, and the oracle reads
    the same; in her player's own call out she joins no posse of his (§5.2)."""
    board = json.loads(json.dumps(NOON))
    me = board["players"][0]
    me.update(hand=["Puttin' On Airs"], ghost_rock=4)
    me["dudes"].append({"card": "Fred Aims", "at": "Town Square"})
    game = Game.from_board(board)
    game.decide(0, "play Puttin' On Airs")
    game.decide(0, "Allie Hensman")
    game.decide(1, "pass")
    read = {v.play: v for v in verdicts(game)}
    refused = read['call out Xiong "Wendy" Cheng with Allie Hensman']
    assert (refused.legal, refused.why) == (False, "§5.1: an effect says Allie Hensman cannot make call outs")
    assert read['call out Xiong "Wendy" Cheng with Fred Aims'].legal is True
    assert oracle_problems(game) == []
    game.decide(0, 'call out Xiong "Wendy" Cheng with Fred Aims')
    game.decide(1, "accept")
    assert game.pending is not None and game.pending.kind == "posse"
    assert {v.play: v.legal for v in verdicts(game)}["join Allie Hensman"] is False
    assert oracle_problems(game) == []


def test_a_dude_who_may_not_boot_to_join_joins_no_posse_from_an_adjacent_location() -> None:
    """Finding a1474bdbf74d (Jim Hexter): Bulletproof Vest ("This dude may not boot to join
    a posse at an adjacent location") keeps Valeria at home out of a shootout at the town
    square, where the vest does not keep Fred out; the oracle reads the same."""
    board = json.loads(json.dumps(NOON))
    me = board["players"][0]
    me["dudes"] += [
        {"card": "Valeria Batten", "at": "home", "attachments": ["Bulletproof Vest"]},
        {"card": "Fred Aims", "at": "Town Square", "attachments": ["Bulletproof Vest"]},
    ]
    game = Game.from_board(board)
    game.decide(0, 'call out Xiong "Wendy" Cheng with Allie Hensman')
    game.decide(1, "accept")
    read = {v.play: v for v in verdicts(game)}
    assert read["join Valeria Batten"].legal is False
    assert "may not boot to join" in read["join Valeria Batten"].why
    assert read["join Fred Aims"].legal is True
    assert oracle_problems(game) == []


def test_a_dude_chosen_the_usual_way_is_chosen() -> None:
    """Finding a1474bdbf74d (Rosenbaum's Golem): a rifleman (Buffalo Rifle) adjacent to the
    shootout is offered "join <dude>" and "join <dude> the usual way"; once he is chosen
    the usual way he is in the posse being formed, and the oracle no longer asks that he
    be offered again."""
    board = json.loads(json.dumps(NOON))
    me = board["players"][0]
    me["dudes"].append({"card": "Valeria Batten", "at": "home", "attachments": ["Buffalo Rifle"]})
    game = Game.from_board(board)
    game.decide(0, 'call out Xiong "Wendy" Cheng with Allie Hensman')
    game.decide(1, "accept")
    assert game.pending is not None
    assert {"join Valeria Batten", "join Valeria Batten the usual way"} <= {
        o.id for o in game.pending.options
    }
    game.decide(0, "join Valeria Batten the usual way")
    assert game.pending is not None and game.pending.kind == "posse"
    assert {v.play: v.legal for v in verdicts(game)}["join Valeria Batten"] is False
    assert oracle_problems(game) == []


def test_a_dude_who_may_not_boot_to_join_joins_no_job_posse_at_an_adjacent_location() -> None:
    """Bulletproof Vest and a job (ruling bulletproof-vest-job-posse-at-an-adjacent-location):
    the leader's posse forms at the leader's home and goes to the town square, both
    adjacent to Mason at the Oriental Saloon: he may not boot to join it; Valeria, vested
    too but standing with the leader, may not either (the mark is adjacent); Jake, beside
    Mason without a vest, may; the engine agrees."""
    board = _restricted_board(
        ["home", "The Oriental Saloon"],
        [
            {"card": "Mongwau the Mighty", "at": "home"},
            {"card": "Valeria Batten", "at": "home", "attachments": ["Bulletproof Vest"]},
            {"card": "Mason Adler", "at": "The Oriental Saloon", "attachments": ["Bulletproof Vest"]},
            {"card": "Jake Smiley", "at": "The Oriental Saloon"},
        ],
        ["Kidnappin'"],
    )
    board["players"][1]["dudes"] = [{"card": "Prescott Utter", "at": "Town Square"}]
    game = Game.from_board(board)
    game.decide(0, "play Kidnappin'")
    game.decide(0, "Mongwau the Mighty")
    game.decide(0, "Prescott Utter")
    assert game.pending is not None and game.pending.kind == "job posse"
    read = {v.play: v for v in verdicts(game)}
    for vested in ("Mason Adler", "Valeria Batten"):
        assert read[f"join {vested}"].legal is False, vested
        assert "may not boot to join" in read[f"join {vested}"].why
    assert read["join Jake Smiley"].legal is True
    assert oracle_problems(game) == []


def test_a_dude_who_cannot_move_is_left_open_as_a_jobs_leader() -> None:
    """Finding 60ad7c0f2a15 (Agent Provocateur): a job's posse, its leader in it, goes to
    the mark (§6.2), so the engine offers no leader who "cannot move" and stands where no
    legal mark does (Agent Provocateur alone at home, every dude in town square); which marks the job allows the oracle does not restate, so such a
    dude gets no verdict, the others theirs, and the engine's offer is no disagreement."""
    game = _kidnappin_played(
        [
            {"card": "Agent Provocateur", "at": "home"},
            {"card": "Mongwau the Mighty", "at": "Town Square"},
            {"card": "Mason Adler", "at": "Town Square"},
        ]
    )
    assert game.pending is not None and game.pending.kind == "job leader"
    assert "Agent Provocateur" not in game.pending.ids()
    read = {v.play: v for v in verdicts(game)}
    assert read["Agent Provocateur"].legal is None
    assert "cannot move" in read["Agent Provocateur"].why
    assert read["Mason Adler"].legal is True
    assert oracle_problems(game) == []
