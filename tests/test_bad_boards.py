"""Malformed boards (contract C3): a bad board is a `BoardError` that says where and how
to fix it, never a stray exception, a memory blow-up or a nonsense game.

Boards are written by rules experts (YAML files, doc strings in features) or passed as
dicts to `Game.from_board`. Two generators attack them:

* dicts built by mutating valid boards (the scenario boards, a few built here and
  positions snapshotted from random games): wrong types, unknown and non-string keys,
  negative and huge numbers, cards of the wrong type in each role, unknown names;
* YAML texts: valid boards with tags, timestamps, merge keys, deep nesting, alias
  amplification and oversize text spliced in.

The property: the board builds a game whose snapshot builds again (a legal board), or
building raises `BoardError` naming the path (and the file and line for a YAML text) in
the project's words. The default run is bounded by the Hypothesis profile (see
tests/conftest.py); `GOMORRA_FUZZ=1` (or `--hypothesis-profile fuzz`) runs thousands.
"""

from __future__ import annotations

import copy
import datetime
import random
import re
import tracemalloc
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cards.database import card_db
from engine.board_spec import _FIELDS, BoardError
from engine.effects import ENGINE_FLAGS, spec_problem
from engine.game import Game
from engine.zones import Zone
from harness.boards import read_board_text
from harness.named_boards import named_boards, read_board

#: 60 examples per property keep the default and `ci` runs to a few seconds; the `fuzz`
#: profile (tests/conftest.py) brings its thousands.
FUZZING = settings.get_current_profile_name() == "fuzz"
SETTINGS = settings(
    deadline=None, suppress_health_check=[HealthCheck.too_slow], **({} if FUZZING else {"max_examples": 60})
)

#: Words a user must never read: Python's and the libraries' own vocabulary.
JARGON = re.compile(
    r"Error\b|Exception|Traceback|<unicode string>|<class |NoneType|\bdict\b|"
    r"Expected `|msgspec|yaml\.|object at 0x"
)

RICH: dict[str, Any] = {
    "seed": 3,
    "day": 2,
    "phase": "high noon",
    "turn": "Player2",
    "passes": 1,
    "first_player": "Player1",
    "players": [
        {
            "name": "Player1",
            "outfit": "The Sloane Gang",
            "ghost_rock": 7,
            "control_points": 1,
            "hand": ["Shotgun", "Sloane"],
            "deck": ["Pancho Castillo", "Peacemaker", "Roan"],
            "discard": ["Pinto"],
            "boot_hill": ["Barton Everest"],
            "street": ["home", {"card": "General Store", "control_points": 1}],
            "out_of_town": ["Blake Ranch"],
            "dudes": [
                {"card": "Jake Smiley", "booted": True, "bounty": 2, "attachments": ["Shotgun #2"]},
                {
                    "card": "Allie Hensman",
                    "at": "Town Square",
                    "control_points": 1,
                    "attachments": [{"card": "Tin Star", "booted": True}],
                },
            ],
        },
        {
            "name": "Player2",
            "outfit": "Law Dogs",
            "ghost_rock": 2,
            "debtor": True,
            "street": ["Railroad Station", "home"],
            "deck": ["Clyde Owens", "Tommy Harden", "Roan #2"],
            "dudes": ['Xiong "Wendy" Cheng', {"card": "Olivia Jenks", "at": "Railroad Station"}],
        },
    ],
    "effects": [
        {"source": "Jake Smiley", "target": "Allie Hensman", "effect": "bullets +1", "until": "end of day"},
        {
            "source": "Olivia Jenks",
            "target": ["Jake Smiley"],
            "effect": ["influence -1", "stud"],
            "until": "end of phase",
            "phase": "high noon",
            "player": "Player2",
        },
        {"source": "Law Dogs", "players": "current", "effect": "player hand_size +1", "until": "end of day"},
    ],
    "used_abilities": ["Allie Hensman"],
}

SHOOTOUT: dict[str, Any] = {
    "seed": 5,
    "phase": "high noon",
    "players": [
        {
            "outfit": "The Sloane Gang",
            "dudes": [
                {"card": "Jake Smiley", "at": "Town Square"},
                {"card": "Pancho Castillo", "at": "Town Square", "attachments": ["Shotgun"]},
            ],
            "deck": ["Peacemaker", "Roan", "Pinto", "Shotgun", "Sloane"],
        },
        {
            "outfit": "Law Dogs",
            "dudes": [{"card": "Olivia Jenks", "at": "Town Square"}],
            "deck": ["Clyde Owens", "Tommy Harden", "Roan", "Pinto", "Mustang"],
        },
    ],
    "shootout": {
        "location": "Town Square",
        "leader": "Jake Smiley",
        "mark": "Olivia Jenks",
        "posses": {"Player1": ["Jake Smiley", "Pancho Castillo"], "Player2": ["Olivia Jenks"]},
        "round": 2,
    },
}

EXTRA_TEXTS = [
    # An anchor and alias, as scenarios/boards/shootout.yaml uses them.
    "players:\n  - {outfit: The Sloane Gang, deck: &d [Roan, Pinto]}\n  - {outfit: Law Dogs, deck: *d}\n",
    # A merge key: a second player shaped like the first.
    "players:\n  - &p {outfit: Law Dogs, ghost_rock: 3}\n  - {<<: *p, outfit: The Sloane Gang}\n",
]


def _random_game_snapshots() -> list[dict[str, Any]]:
    """Positions from short random games: boards the engine itself writes."""
    from cards.decks import load_deck, starter_decks

    names = starter_decks()
    boards = []
    for seed in (1, 2):
        game = Game.from_decks([load_deck(names[seed]), load_deck(names[seed + 2])], seed=seed)
        agent = random.Random(seed)
        for step in range(400):
            if game.pending is None:
                break
            if step in (60, 399):
                boards.append(game.snapshot())
            game.decide(game.pending.player, agent.choice(game.pending.options).id)
    return boards


@cache
def valid_boards() -> list[dict[str, Any]]:
    files = [read_board(name, None) for name in named_boards(None)]  # the bundled boards
    return [*files, RICH, SHOOTOUT, *_random_game_snapshots()]


@cache
def valid_texts() -> list[str]:
    files = [board.text() for board in named_boards(None).values()]
    dumped = [yaml.safe_dump(board, sort_keys=False, allow_unicode=True) for board in (RICH, SHOOTOUT)]
    return [*files, *dumped, *EXTRA_TEXTS]


@cache
def titles_by_type() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for card in card_db().all():
        found.setdefault(card.type, []).append(card.title)
    return {kind: sorted(set(titles))[:40] for kind, titles in found.items()}


# -- values and mutations ------------------------------------------------------------------------
WORDS = [
    "home", "Town Square", "Player1", "Player2", "high noon", "sundown", "midnight", "end of day",
    "end of shootout", "bullets +2", "influence = 0", "stud", "draw", "flies", "player hand_size +1",
    "bullets", "skill:blessed", "keyword:horse", "Jake Smiley", "Jake Smiley #2", "", " ", "<<", "~",
]  # fmt: skip
numbers = st.one_of(
    st.integers(-3, 12),
    st.sampled_from([-(2**63), 2**63, 2**64, 10**30, -(10**30)]),
    st.floats(allow_nan=True, allow_infinity=True),
)
scalars = st.one_of(
    st.none(),
    st.booleans(),
    numbers,
    st.text(max_size=12),
    st.sampled_from(WORDS),
    st.dates(),
    st.datetimes(),
    st.binary(max_size=4),
)
hashable_keys = st.one_of(
    st.text(max_size=8), st.integers(-2, 2), st.none(), st.booleans(), st.tuples(st.text())
)


def values(depth: int = 2) -> st.SearchStrategy[Any]:
    return st.recursive(
        scalars,
        lambda inner: st.one_of(
            st.lists(inner, max_size=3),
            st.dictionaries(hashable_keys, inner, max_size=3),
            st.sets(st.text(max_size=3), max_size=2),
        ),
        max_leaves=6,
    )


class Deep(list[Any]):
    """A list nested `depth` deep, with a short repr (printing it would recurse too)."""

    def __init__(self, depth: int) -> None:
        value: Any = "Jake Smiley"
        for _ in range(depth - 1):
            value = [value]
        super().__init__([value])
        self.depth = depth

    def __repr__(self) -> str:
        return f"Deep({self.depth})"


def _slots(node: Any, out: list[tuple[Any, Any]], depth: int = 0) -> list[tuple[Any, Any]]:
    """Every (container, key) in a board down to a depth, so a mutation can reach any value."""
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, child in list(items) if depth < 8 else ():
        out.append((node, key))
        _slots(child, out, depth + 1)
    return out


@st.composite
def mutated_boards(draw: st.DrawFn) -> dict[str, Any]:
    board = copy.deepcopy(draw(st.sampled_from(valid_boards())))
    for _ in range(draw(st.integers(1, 3))):
        slots = _slots(board, [])
        container, key = draw(st.sampled_from(slots)) if slots else (board, "players")
        kind = draw(
            st.sampled_from(["value", "card", "number", "delete", "add key", "append", "deep", "word"])
        )
        if kind == "value":
            container[key] = draw(values())
        elif kind == "card":
            titles = titles_by_type()
            container[key] = draw(st.sampled_from(titles[draw(st.sampled_from(sorted(titles)))]))
        elif kind == "number":
            container[key] = draw(numbers)
        elif kind == "word":
            container[key] = draw(st.sampled_from(WORDS))
        elif kind == "deep":
            container[key] = Deep(draw(st.sampled_from([3, 50, 5000])))
        elif kind == "delete":
            del container[key]
        elif kind == "add key" and isinstance(container, dict):
            key = draw(st.one_of(st.sampled_from(_FIELDS), hashable_keys))
            container[key] = draw(
                st.one_of(values(), st.sampled_from(WORDS), st.lists(st.sampled_from(WORDS)))
            )
        elif kind == "append" and isinstance(container[key], list):
            container[key].append(draw(st.one_of(values(), st.sampled_from(WORDS))))
    return board


def _flatten_deep(node: Any) -> Any:
    if isinstance(node, Deep):
        return f"__deep{node.depth}__"
    if isinstance(node, dict):
        return {key: _flatten_deep(value) for key, value in node.items()}
    if isinstance(node, list):
        return [_flatten_deep(value) for value in node]
    return node


# -- YAML texts ------------------------------------------------------------------------------------
def _billion_laughs(levels: int, width: int) -> str:
    lines = ["a0: &a0 [lol]"] + [
        f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * width)}]" for i in range(1, levels)
    ]
    return "\n".join(lines) + f"\nplayers: *a{levels - 1}\n"


SNIPPETS = [
    "!!python/object/apply:os.system [echo hi]",
    "!!python/tuple [a, b]",
    "!custom thing",
    "!!binary aGVsbG8=",
    "!!set {a, b}",
    "!!omap [a: 1]",
    "!!timestamp 2001-12-14",
    "2001-12-14",
    "2001-12-14t21:59:43.10-05:00",
    "!!float 1.5",
    "!!int '7'",
    "!!str 7",
    "{? [a, b] : c}",
    "{[a]: b}",
    "{1: x, 2: y}",
    "{null: x}",
    "{yes: x}",
    "-5",
    "99999999999999999999999",
    ".nan",
    "-.inf",
    "0x1F",
    "1_000",
    "{<<: {card: Roan}}",
    "{<<: [not, a, mapping]}",
    "{<<: 3}",
    "&x [*x]",
    "&y {k: *y}",
    "*undefined",
    "[" * 200 + "]" * 200,
    "{a: " * 200 + "b" + "}" * 200,
    "|\n    a block",
    "'unclosed",
    "[a, b",
    "{a: b, a: c}",
    "~",
    "",
]


@st.composite
def yaml_texts(draw: st.DrawFn) -> str:
    kind = draw(st.sampled_from(["splice", "splice", "laughs", "deep", "huge", "dump"]))
    if kind == "laughs":
        return _billion_laughs(draw(st.integers(2, 9)), draw(st.integers(2, 10)))
    if kind == "deep":
        depth = draw(st.sampled_from([20, 100, 1000, 10_000]))
        return "players: " + "[" * depth + "]" * depth + "\n"
    if kind == "huge":
        return "players: []\n" + "# padding\n" * 120_000
    if kind == "dump":  # a mutated board written out; deep lists as flow text (dumping recurses)
        text = yaml.dump(_flatten_deep(draw(mutated_boards())), allow_unicode=True)
        return re.sub(r"__deep(\d+)__", lambda m: "[" * int(m[1]) + "]" * int(m[1]), text)
    lines = draw(st.sampled_from(valid_texts())).splitlines()
    for _ in range(draw(st.integers(1, 2))):
        index = draw(st.integers(0, max(0, len(lines) - 1)))
        snippet = draw(st.one_of(st.sampled_from(SNIPPETS), st.text(max_size=10)))
        line = lines[index] if lines else ""
        head, colon, _ = line.partition(": ")
        if colon and draw(st.booleans()):
            lines[index] = f"{head}: {snippet}"  # replace a value
        else:
            indent = len(line) - len(line.lstrip(" -"))
            lines.insert(
                index, " " * indent + f"{draw(st.sampled_from(['x', 'ghost_rock', '<<', '1']))}: {snippet}"
            )
    return "\n".join(lines) + "\n"


# -- the property --------------------------------------------------------------------------------
def check_message(error: BoardError) -> None:
    assert error.path.startswith("$"), error
    assert error.message.strip(), error
    assert not JARGON.search(error.message), f"jargon in {error.message!r}"


ATTACHMENT_TYPES = ("goods", "spell", "action")


def assert_sensible(game: Game) -> None:
    """What any game built from a board must look like, checked on the game itself."""
    assert game.day >= 1 and game.phase in ("gambling", "upkeep", "high noon", "sundown")
    # A shootout's effect may wait for the shootout about to start (a reading features use).
    problems = [p for p in game.effects.check_invariants() if not p.endswith("outlived its shootout")]
    assert problems == []
    for player in game.players:
        assert player.ghost_rock >= 0 and player.control_tokens >= 0
        assert player.outfit is not None and player.outfit.type == "outfit"
        assert player.legend is None or player.legend.type == "legend"
        for zone in (Zone.HAND, Zone.DECK, Zone.DISCARD, Zone.BOOT_HILL):
            assert all(card.type not in ("outfit", "legend") for card in player.pile(zone))
        assert all(deed.type == "deed" for deed in player.deeds())
        for dude in player.dudes():
            assert dude.type == "dude" and dude.bounty >= 0 and dude.control_tokens >= 0
            assert game.locations.exists(dude.location)
        for card in [*player.dudes(), *player.deeds()]:
            assert all(a.type in ATTACHMENT_TYPES for a in card.attachments)
    for effect in game.effects.lasting:
        flags = effect.source.script.flags if effect.source.script is not None else ()
        assert all(spec_problem(spec, flags) is None for spec in effect.specs), effect.describe()


def build_or_refuse(board: Any) -> Game | None:
    """Build a legal board (and its snapshot), or refuse it with a BoardError."""
    try:
        game = Game.from_board(board)
    except BoardError as error:
        check_message(error)
        return None
    assert_sensible(game)
    again = Game.from_board(game.snapshot())  # an accepted board is one the engine can write back
    assert again.position_digest() == game.position_digest()
    return game


def test_the_base_boards_are_legal() -> None:
    """The mutations start from legal boards, so a refusal is the mutation's doing."""
    for board in valid_boards():
        assert build_or_refuse(board) is not None
    for text in valid_texts():
        assert build_or_refuse(read_board_text(text, "x.yaml")) is not None


@SETTINGS
@given(mutated_boards())
def test_a_mutated_board_builds_or_is_refused_with_a_board_error(board: dict[str, Any]) -> None:
    build_or_refuse(board)


@SETTINGS
@given(yaml_texts())
def test_a_malformed_yaml_board_is_refused_with_its_file_and_line(text: str) -> None:
    try:
        data = read_board_text(text, "x.yaml")
    except BoardError as error:
        check_message(error)
        assert error.file == "x.yaml" and error.line is not None, error
        return
    build_or_refuse(data)


# -- each escape class the fuzzer found, pinned -----------------------------------------------------
def refusal(board: Any) -> BoardError:
    with pytest.raises(BoardError) as caught:
        Game.from_board(board)
    check_message(caught.value)
    return caught.value


def text_refusal(text: str) -> BoardError:
    with pytest.raises(BoardError) as caught:
        read_board_text(text, "x.yaml")
    check_message(caught.value)
    assert caught.value.file == "x.yaml" and caught.value.line is not None
    return caught.value


def with_change(path: str, value: Any, board: dict[str, Any] = RICH) -> dict[str, Any]:
    """RICH with the value at a `players.0.dudes.1.card` path replaced."""
    board = copy.deepcopy(board)
    *parents, last = path.split(".")
    node: Any = board
    for part in parents:
        node = node[int(part)] if isinstance(node, list) else node[part]
    node[int(last) if isinstance(node, list) else last] = value
    return board


REFUSED_BOARDS = [
    # (what, board, path of the refusal, words the message must hold)
    ("a replayed decision of 3 items", with_change("replay", [["Player1", "pass", "x"]]), "$.replay[0]", "2 items"),
    ("an effect's unknown player", with_change("effects.0.player", "Nobody"), "$.effects[0].player", "Nobody"),
    ("an effect's unknown phase", with_change("effects.1.phase", "midnight"), "$.effects[1].phase", "high noon"),
    ("an unknown effect text", with_change("effects.0.effect", "flies"), "$.effects[0].effect", "unknown effect"),
    ("a misspelt stat", with_change("effects.0.effect", "bulets +1"), "$.effects[0].effect", "'bullets'"),
    ("a huge effect amount", with_change("effects.0.effect", "bullets +10000000000"), "$.effects[0].effect", "999"),
    ("an effect of a misspelt phase", with_change("effects.1.phase", "upkep"), "$.effects[1].phase",
     "Did you mean 'upkeep'?"),
    ("negative ghost rock", with_change("players.0.ghost_rock", -5), "$.players[0].ghost_rock", "from 0 to 999999"),
    ("a huge bounty", with_change("players.0.dudes.0.bounty", 10**30), "$.players[0].dudes[0].bounty", "999"),
    ("day 0", with_change("day", 0), "$.day", "from 1"),
    ("7 passes", with_change("passes", 7), "$.passes", "from 0 to 1"),
    ("a seed beyond 64 bits", with_change("seed", 2**70), "$.seed", "whole number"),
    ("a dude as an attachment", with_change("players.0.dudes.0.attachments", ["Sloane"]),
     "$.players[0].dudes[0].attachments[0]", "not an attachment"),
    ("a weapon on a deed", with_change("players.0.street.1", {"card": "General Store", "attachments": ["Pinto"]}),
     "$.players[0].street[1].attachments[0]", "attaches to a dude"),
    ("an outfit in a hand", with_change("players.0.hand", ["Law Dogs"]), "$.players[0].hand[0]", "outfit"),
    ("goods as a legend", with_change("players.0.legend", "Shotgun"), "$.players[0].legend", "not a legend"),
    ("a number as a key", with_change("players.0", {1: "x", "outfit": "Law Dogs"}), "$.players[0]",
     "the key 1 is not a name"),
    ("a date as a card", with_change("players.0.outfit", datetime.date(2001, 12, 14)), "$.players[0].outfit",
     "quote it"),
    ("a list nested 5,000 deep", with_change("players", Deep(5000)), "$.players[0]", "a list"),
    ("a shootout in round 0", with_change("shootout.round", 0, SHOOTOUT), "$.shootout.round", "from 1"),
    ("goods as the mark", with_change("shootout.mark", "Peacemaker", SHOOTOUT), "$.shootout.mark", "not a dude or a location"),
    ("an empty posse", with_change("shootout.posses", {"Player1": [], "Player2": ["Olivia Jenks"]}, SHOOTOUT),
     "$.shootout.posses", "posse is empty"),
    ("a dude twice in a posse", with_change("shootout.posses", {"p1": ["Jake Smiley"]}, SHOOTOUT),
     "$.shootout.posses.p1[0]", "list each dude once"),
]  # fmt: skip


@pytest.mark.parametrize(("board", "path", "words"), [case[1:] for case in REFUSED_BOARDS],
                         ids=[case[0] for case in REFUSED_BOARDS])  # fmt: skip
def test_a_bad_board_is_refused_where_it_is_wrong(board: dict[str, Any], path: str, words: str) -> None:
    error = refusal(board)
    assert (error.path, words in error.message) == (path, True), error


def test_a_board_that_is_no_mapping_is_refused() -> None:
    assert "a mapping" in refusal(["Player1", "Player2"]).message


REFUSED_TEXTS = [
    ("alias amplification", _billion_laughs(9, 10), 6, "fewer aliases"),
    ("nesting 10,000 deep", "players: " + "[" * 10_000 + "]" * 10_000, 1, "levels deep"),
    ("a text over 1 MB", "players: []\n" + "#\n" * 600_000, 1, "at most 1,000,000"),
    ("a Python tag", "players:\n  - !!python/object/apply:os.system [echo]\n", 2, "'!!python/object/apply:os.system'"),
    ("a custom tag", "seed: 1\nplayers: !mine []\n", 2, "'!mine' is not allowed"),
    ("an explicit timestamp", "players:\n  - outfit: !!timestamp 2001-12-14\n", 2, "'!!timestamp'"),
    ("binary data", "seed: !!binary aGVsbG8=\nplayers: []\n", 1, "'!!binary'"),
    ("a set", "players: !!set {a, b}\n", 1, "'!!set'"),
    ("a bad !!int", "seed: !!int abc\nplayers: []\n", 1, "'abc' is not a whole number"),
    ("a bad !!bool", "players: []\ndebtor: !!bool maybe\n", 2, "'maybe' is not true or false"),
    ("an alias inside its own anchor", "players: &x [*x]\n", 1, "endless"),
    ("a number as a key", "players:\n  - {outfit: Law Dogs, 1: x}\n", 2, "the key '1' is not a name"),
    ("a list as a key", "players: []\n? [a, b]\n: c\n", 2, "that is a list"),
    ("a duplicate key", "players: []\nseed: 1\nseed: 2\n", 3, "also on line 2"),
    ("a merge of a number", "players:\n  - {<<: 3, outfit: Law Dogs}\n", 2, "merg"),
    ("broken YAML", "players: [a, b\nseed: 1\n", 1, "a list opened with '[' on this line is not closed"),
    ("a control character", "players: []\nseed: \x07\n", 2, "cannot appear"),
    ("a list, not a mapping", "- a\n- b\n", 1, "mapping"),
    ("a negative ghost rock", "players:\n  - outfit: Law Dogs\n    ghost_rock: -1\n", 3, "from 0 to 999999"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "line", "words"), [case[1:] for case in REFUSED_TEXTS],
                         ids=[case[0] for case in REFUSED_TEXTS])  # fmt: skip
def test_a_bad_yaml_board_is_refused_at_its_line(text: str, line: int, words: str) -> None:
    error = text_refusal(text)
    assert (error.line, words in error.message) == (line, True), error


def test_alias_amplification_is_refused_before_it_takes_memory() -> None:
    """90 KB of aliases once expanded to hundreds of MB; now refused while composing."""
    text = _billion_laughs(9, 10) + "#" * 90_000
    tracemalloc.start()
    try:
        text_refusal(text)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 20_000_000


def test_dates_stay_text_and_merge_keys_work() -> None:
    data = read_board_text("players:\n  - &p {outfit: 2001-12-14, ghost_rock: 3}\n  - {<<: *p, outfit: Law Dogs}\n",
                           "x.yaml")  # fmt: skip
    assert data["players"] == [
        {"outfit": "2001-12-14", "ghost_rock": 3},
        {"outfit": "Law Dogs", "ghost_rock": 3},
    ]
    assert "No card" in refusal(data).message or "2001-12-14" in refusal(data).message


def test_the_engine_flags_list_every_flag_the_engine_reads() -> None:
    """A board may only name flags some rule reads: the list must not fall behind the code."""
    root = Path(__file__).resolve().parent.parent
    read = set()
    for path in [*root.glob("engine/**/*.py"), *root.glob("cards/**/*.py")]:
        text = path.read_text(encoding="utf-8")
        read |= set(re.findall(r'has_flag\([^,()]+, "([^"{]+)"\)', text))
        read |= set(re.findall(r'EffectSpec\("flag", "([^"{]+)"\)', text))
        read |= set(re.findall(r'^[A-Z_]+ = "([a-z ]+)"$', text, re.MULTILINE)) & {
            "invents without booting",
            "invented without booting",
        }
    scripted = {
        "staked out by The Sloane Gang",
        "Sentinel watches over the town square",
        "chosen by Raven",
        "watched by Retribution",
    }
    assert read - scripted <= set(ENGINE_FLAGS)
    assert len(read) > 15


def test_a_shootout_board_with_a_short_deck_plays_on_with_a_smaller_hand() -> None:
    """Found by the fuzzer: resuming a shootout let `OutOfCards` escape `from_board`. A
    player with no cards left draws the hand he can (none), and the game goes on."""
    board = with_change("players.0.deck", [], SHOOTOUT)
    game = Game.from_board(board)
    for _ in range(60):  # shooters, shootout plays, the draw and beyond
        if game.pending is None:
            break
        game.decide(game.pending.player, game.pending.options[-1].id)
    assert any(line.startswith("Player1 runs out of cards and draws 0 of") for line in game.log.lines())


def test_a_token_in_a_pile_is_refused_by_the_token_rule() -> None:
    """A token is never in a deck, hand or other pile (§1.2; Gunslinger: "Cannot be included
    in decks"): the blind proof of Gunslinger found boards that put one there."""
    from engine.board_spec import BoardError
    from engine.game import Game

    for pile in ("deck", "hand", "discard", "boot_hill"):
        board = {"players": [{"outfit": "Law Dogs", pile: ["Gunslinger"]}, {"outfit": "The Sloane Gang"}]}
        try:
            Game.from_board(board)
        except BoardError as error:
            assert error.rule is not None and error.rule.id == "token"
            assert error.path == f"$.players[0].{pile}[0]"
        else:
            raise AssertionError(f"a Gunslinger in the {pile} was accepted")
