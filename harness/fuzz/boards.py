"""Hypothesis strategies for legal starting positions of a fuzzed game.

Four sources, in the order `starts()` prefers them while shrinking:

* **built boards** (`built_boards`): a small board drawn from the scripted pool
  (`cards.scripts.script_registry()`) and the vanilla cards (no rules text), in any phase
  of the day, optionally mid-shootout (a `shootout:` entry, `engine.board_spec.ShootoutSpec`),
  with lasting effects of every `Duration` kind a board can hold. Lists shrink to empty,
  phases to Gamblin', flags to False: a shrunk board is a few cards early in the day.
* **scenario boards** (`scenario_starts`): the named boards bundled with Gomorra
  (harness/named_boards.py),
  furnished with decks, hands and dudes (a bare one is a town where nobody plays).
* **focus boards** (`focus_starts`): one scripted card on a small board, often
  mid-shootout, so every scripted card meets its printed windows.
* **starter decks** (`deck_starts`): two starter decks set up by a seeded random agent
  and played forward a drawn number of decisions.

Built, focus and scenario boards ration their players (`rationed`): a player's deck may be short or empty
and their hand empty, so the fuzzer meets what a long game reaches (a lowball or a
shootout drawn from a short deck, an empty draw hand, a choice among no cards), which a
board furnished with full decks never showed it (issue 20: a Pair of Six-Shooters used
with an empty draw hand waited on "Select a card" with no options).

A built board is legal by construction: in-play titles are distinct (so uniqueness
holds for both players), each dude holds at most one Weapon, Horse and Attire, a
shootout's posses stand at its location, and an effect's duration fits the board (a
shootout's durations only with a shootout, a react's effect in the board's phase).
`tests/test_fuzz.py` builds a sample of them to keep it so.
"""

from __future__ import annotations

import functools
import json
import os
from dataclasses import dataclass, field
from typing import Any

from hypothesis import strategies as st

from cards.database import card_db
from cards.deck_files import is_deck_file, load_deck_file
from cards.decks import Deck, load_deck, starter_decks
from cards.scripts import script_registry
from engine.attachments import LIMITED
from engine.effects import DAY_PHASES, Duration
from engine.game import Game
from harness.agents import RandomAgent

#: Phases a board can start in, earliest first so shrinking moves towards Gamblin'.
PHASES = ("gambling", "upkeep", "high noon", "sundown")
#: Starter-deck games are played forward at most this many decisions past setup.
MAX_FORWARD = 60
#: A built board's decks hold at least this many cards: enough for a draw hand and a
#: redraw, each title once (a legal deck has at most 4 of a title, §2), so lowball does not
#: tie again and again (gambling.MAX_REDRAWS).
MIN_DECK = 10
#: Effects a board's `effects:` entries give (the `describe()` notation of engine.effects).
EFFECT_TEXTS = (
    "bullets +1",
    "bullets -1",
    "influence +1",
    "influence -1",
    "value +2",
    "value -3",
    "control +1",
    "bullets = 3",
    "influence = 0",
    "stud",
    "draw",
)


#: How much a player has to draw from (`rationed`): drawn per player, the full supply
#: half the time and first, where shrinking goes.
SUPPLIES = ("full", "full", "full", "full", "short deck", "empty deck", "empty hand", "nothing")
#: A short deck holds fewer cards than a draw hand (§5.5: five).
SHORT_DECK = 4


@dataclass(frozen=True)
class Start:
    """Where a fuzzed game starts: a board, or two starter decks played forward."""

    kind: str
    board: dict[str, Any] | None = field(default=None, compare=False)
    decks: tuple[str, str] | None = None
    seed: int = 0
    forward: int = 0
    name: str = ""

    def game(self) -> Game:
        if self.board is not None:
            return Game.from_board(self.board)
        assert self.decks is not None
        game = Game.from_decks([_deck(name) for name in self.decks], seed=self.seed)
        agent, played = RandomAgent(self.seed), 0
        while game.pending is not None and (game.phase == "setup" or played < self.forward):
            played += game.phase != "setup"
            game.decide(game.pending.player, agent.choose(game, game.pending))
        return game

    def __repr__(self) -> str:
        if self.kind == "decks":
            return f"Start(decks={self.decks!r}, seed={self.seed}, forward={self.forward})"
        return f"Start({self.kind} {self.name}: {self.board!r})"


def _deck(name: str) -> Deck:
    """A starter deck by name, or a player's deck file (`--deck FILE`) by its path."""
    return load_deck_file(name) if is_deck_file(name) else load_deck(name)


# -- the card pool ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Pool:
    """Titles a built board draws from, by what a board may do with them."""

    outfits: tuple[str, ...]
    dudes: tuple[str, ...]
    deeds: tuple[str, ...]
    goods: tuple[str, ...]
    hand: tuple[str, ...]
    filler: tuple[str, ...]
    limited: dict[str, str]


@functools.cache
def pool() -> Pool:
    """The scripted pool plus the vanilla cards, each title once, sorted (stable draws);
    tokens only among the cards a board puts in play."""
    db = card_db()
    scripted = [db.by_code(code) for code in script_registry()]
    vanilla = [card for card in db.all() if not card.text.strip() and card.type != "joker"]
    cards = {card.title: card for card in scripted + vanilla}

    def titles(kind: str) -> tuple[str, ...]:
        return tuple(sorted(t for t, c in cards.items() if c.type == kind))

    # A token is only ever in play (§1.2): never in a hand, a deck or a pile.
    piled = {t: c for t, c in cards.items() if not c.is_token}
    goods = titles("goods")
    limited = {title: next((k for k in LIMITED if k in cards[title].keywords), "") for title in goods}
    return Pool(
        outfits=tuple(dict.fromkeys(load_deck(name).outfit.title for name in starter_decks())),
        dudes=titles("dude"),
        deeds=titles("deed"),
        goods=goods,
        hand=tuple(sorted(t for t, c in piled.items() if c.type in ("action", "goods", "dude", "deed"))),
        filler=tuple(sorted(t for t, c in piled.items() if c.type != "outfit" and c.value is not None)),
        limited=limited,
    )


# -- built boards ----------------------------------------------------------------------------
def _attachments(draw: st.DrawFn, goods: list[str]) -> list[str]:
    """Goods for one dude, at most one of each limited keyword (§1.4)."""
    held: list[str] = []
    keywords: set[str] = set()
    for title in draw(st.lists(st.sampled_from(goods), max_size=2, unique=True)) if goods else []:
        keyword = pool().limited[title]
        if keyword and keyword in keywords:
            continue
        keywords.add(keyword)
        held.append(title)
    for title in held:
        goods.remove(title)
    return held


def _the_dude(title: str) -> str:
    """A dude's title without its experience ("Judge Harry Somerset (Exp.1)" is Judge Harry)."""
    return title.split(" (Exp.")[0]


def _effect(
    draw: st.DrawFn, phase: str, sources: list[str], targets: list[str], shootout: bool
) -> dict[str, Any]:
    """One lasting effect whose duration can be in force on this board."""
    kinds = [Duration.DAY, Duration.PERMANENT, Duration.PHASE, Duration.REACT]
    if shootout:  # rarer boards: their own durations first, so they are drawn more often
        kinds = [Duration.SHOOTOUT, Duration.SHOOTOUT_ROUND, *kinds]
    duration = draw(st.sampled_from(kinds))
    entry: dict[str, Any] = {
        "source": draw(st.sampled_from(sources)),
        "target": draw(st.sampled_from(targets)),
        "effect": draw(st.sampled_from(EFFECT_TEXTS)),
        "until": str(duration),
    }
    if duration is Duration.PHASE:
        entry["phase"] = draw(st.sampled_from(DAY_PHASES[1:]))
    if duration is Duration.REACT:
        entry["phase"] = phase
        entry["in_shootout"] = shootout and draw(st.booleans())
    return entry


@st.composite
def built_boards(draw: st.DrawFn) -> dict[str, Any]:
    """A legal board from the scripted and vanilla pool (see the module docstring)."""
    cards = pool()
    phase = draw(st.sampled_from(PHASES))
    # A dude each at least: a side with no influence loses at the first Sundown (§3.5).
    # One version of a dude: an experienced one is the same unique dude (§9.4).
    dude_titles = draw(st.lists(st.sampled_from(cards.dudes), min_size=2, max_size=6, unique_by=_the_dude))
    deed_titles = draw(st.lists(st.sampled_from(cards.deeds), max_size=4, unique=True))
    # The two decks share no title: equal decks draw equal hands, and lowball ties
    # `MAX_REDRAWS` times every day (a shrunk board would have two equal decks).
    deck_titles = draw(
        st.lists(st.sampled_from(cards.filler), min_size=2 * MIN_DECK, max_size=40, unique=True)
    )
    goods = list(cards.goods)
    players: list[dict[str, Any]] = []
    for index in range(2):
        mine = dude_titles[index::2]
        deeds = deed_titles[index::2]
        street = ["home", *deeds]
        places = ["home", "Town Square", *deed_titles]
        dudes = []
        for title in mine:
            dude: dict[str, Any] = {"card": title, "at": draw(st.sampled_from(places))}
            if draw(st.booleans()):
                dude["booted"] = True
            held = _attachments(draw, goods)
            if held:
                dude["attachments"] = held
            dudes.append(dude)
        players.append(
            {
                "name": f"Player{index + 1}",
                "outfit": draw(st.sampled_from(cards.outfits)),
                "ghost_rock": draw(st.integers(0, 12)),
                "street": street,
                "dudes": dudes,
                "hand": draw(st.lists(st.sampled_from(cards.hand), max_size=5)),
                "deck": deck_titles[index::2],
            }
        )
    board: dict[str, Any] = {
        "version": 1,
        "seed": draw(st.integers(0, 2**16)),
        "day": draw(st.integers(1, 3)),
        "phase": phase,
        "first_player": draw(st.sampled_from(["Player1", "Player2"])),
        "players": players,
    }
    in_shootout = phase == "high noon" and _add_shootout(draw, board)
    in_play = [d["card"] for p in players for d in p["dudes"]]
    sources = in_play + [a for p in players for d in p["dudes"] for a in d.get("attachments", [])]
    sources += [p["outfit"] for p in players[:1]]
    if in_play:
        count = draw(st.integers(0, 3))
        if count:
            board["effects"] = [_effect(draw, phase, sources, in_play, in_shootout) for _ in range(count)]
    for player in players:
        _ration(draw, player)
    return board


def _add_shootout(draw: st.DrawFn, board: dict[str, Any]) -> bool:
    """Maybe put the board mid-shootout: a leader, a mark of the other side at the same
    location, and posses drawn from the dudes standing there (§5.2)."""
    p1, p2 = (p["dudes"] for p in board["players"])
    if not p1 or not p2 or not draw(st.booleans()):
        return False
    leader_side = draw(st.integers(0, 1))
    leaders, marks = (p1, p2) if leader_side == 0 else (p2, p1)
    leader, mark = draw(st.sampled_from(leaders)), draw(st.sampled_from(marks))
    if leader["at"] == "home" or mark["at"] == "home":
        leader["at"] = mark["at"] = "Town Square"  # each "home" is its own player's
    mark["at"] = leader["at"]
    names = [p["name"] for p in board["players"]]
    posses: dict[str, list[str]] = {}
    for side, dudes, first in ((leader_side, leaders, leader), (1 - leader_side, marks, mark)):
        others = [d for d in dudes if d is not first and d["at"] == first["at"] and d["at"] != "home"]
        joined = draw(st.lists(st.sampled_from(others), unique_by=lambda d: d["card"])) if others else []
        posses[names[side]] = [first["card"]] + [d["card"] for d in joined]
    board["shootout"] = {
        "location": leader["at"],
        "leader": leader["card"],
        "mark": mark["card"],
        "posses": posses,
        "round": draw(st.integers(1, 2)),
    }
    return True


def _ration(draw: st.DrawFn, player: dict[str, Any], keep: str | None = None) -> None:
    """Cut the player's supply to one of `SUPPLIES`: a deck of a few cards or none (the
    board's discard pile is empty, so nothing is reshuffled in: draw hands come up short
    or empty), an empty hand (but for `keep`, a focus board's card under test), or both."""
    supply = draw(st.sampled_from(SUPPLIES))
    if supply in ("short deck", "empty deck", "nothing"):
        size = draw(st.integers(1, SHORT_DECK)) if supply == "short deck" else 0
        player["deck"] = list(player.get("deck", []))[:size]
    if supply in ("empty hand", "nothing"):
        player["hand"] = [title for title in player.get("hand", []) if title == keep]


@st.composite
def rationed(draw: st.DrawFn, board: dict[str, Any], keep: str | None = None) -> dict[str, Any]:
    """A copy of `board` with each player's supply cut (`_ration`)."""
    board = json.loads(json.dumps(board))
    for player in board["players"]:
        _ration(draw, player, keep)
    return board


# -- the other sources -----------------------------------------------------------------------
def scenario_boards() -> list[str]:
    """The names of the bundled named boards."""
    from harness.named_boards import named_boards

    return list(named_boards(None))


@functools.cache
def _scenario(name: str) -> dict[str, Any]:
    from harness.named_boards import read_board

    return read_board(name, None)


def scenario_starts() -> st.SearchStrategy[Start]:
    """A shared scenario board, furnished (`_furnish`): scenarios add the dudes, hands and
    decks they need, so the bare board would be a town where nobody plays."""
    return st.sampled_from(scenario_boards()).flatmap(
        lambda name: _furnish(_scenario(name)).map(lambda board: Start("scenario", board=board, name=name))
    )


@st.composite
def _furnish(draw: st.DrawFn, scenario: dict[str, Any]) -> dict[str, Any]:
    """The scenario board with, for each player, at least `MIN_DECK` more cards in the
    deck, no title shared with the other's additions (bare or equal decks tie lowball
    `MAX_REDRAWS` times a day: both players draw the same cards, or none), a hand, and a dude or two at home drawn from titles
    the board does not name (uniqueness holds)."""
    cards = pool()
    board: dict[str, Any] = json.loads(json.dumps(scenario))
    named = json.dumps(board)
    dudes = [t for t in cards.dudes if json.dumps(t) not in named]
    decks = draw(st.lists(st.sampled_from(cards.filler), min_size=2 * MIN_DECK, max_size=40, unique=True))
    for index, player in enumerate(board["players"]):
        player["deck"] = list(player.get("deck", [])) + decks[index::2]
        player["hand"] = list(player.get("hand", [])) + draw(
            st.lists(st.sampled_from(cards.hand), max_size=5)
        )
        mine = draw(st.lists(st.sampled_from(dudes), max_size=2, unique=True))
        dudes = [t for t in dudes if t not in mine]
        player["dudes"] = list(player.get("dudes", [])) + [{"card": t, "at": "home"} for t in mine]
        _ration(draw, player)
    return board


#: Deck files (`gomorra fuzz --deck FILE`, separated by os.pathsep) whose decks play the
#: first side of every deck start; read when the strategy is first drawn from, so worker
#: processes started after the command set it see it too.
DECK_FILES_VARIABLE = "GOMORRA_FUZZ_DECKS"


def deck_files() -> list[str]:
    """The deck files the campaign fuzzes, from `DECK_FILES_VARIABLE` (none: starter decks only)."""
    return [path for path in os.environ.get(DECK_FILES_VARIABLE, "").split(os.pathsep) if path]


def deck_starts() -> st.SearchStrategy[Start]:
    def build() -> st.SearchStrategy[Start]:
        names = starter_decks()
        deck = st.sampled_from(names)
        files = deck_files()
        return st.builds(
            lambda a, b, seed, forward: Start("decks", decks=(a, b), seed=seed, forward=forward),
            st.sampled_from(files) if files else deck,
            deck,
            st.integers(0, 2**16),
            st.integers(0, MAX_FORWARD),
        )

    return st.deferred(build)


#: Where a focus board starts: mid-shootout half the time (a shootout needs a call-out or
#: a job to happen first, and a card's shootout and resolution abilities were the ones
#: random games reached least), else any phase.
FOCUS_SETTINGS = ("shootout",) * 4 + ("gambling", "upkeep", "high noon", "sundown")


def focus_starts() -> st.SearchStrategy[Start]:
    """A board around one scripted card (`harness.fuzz.timing.timing_boards`): the card in
    play or in hand, two small gangs, often mid-shootout, so that every scripted card
    meets its printed windows, not only the cards a random game happens to bring in."""
    from harness.fuzz.timing import scripted_titles, timing_boards

    return st.sampled_from(scripted_titles()).flatmap(
        lambda title: (
            timing_boards(title, FOCUS_SETTINGS)
            .flatmap(lambda board: rationed(board, keep=title))
            .map(lambda board: Start("focus", board=board, name=title))
        )
    )


def starts() -> st.SearchStrategy[Start]:
    """Any starting position; shrinks towards a small built board."""
    return st.one_of(
        built_boards().map(lambda board: Start("built", board=board)),
        focus_starts(),
        scenario_starts(),
        deck_starts(),
    )
