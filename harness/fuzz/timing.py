"""Timing windows, per card (rules digest §8.1): each scripted card's abilities are offered
exactly where their printed timing allows, and refused everywhere else.

The oracle reads the card's *printed text* (`printed_abilities`), never its script: a
"Noon:" ability belongs to High Noon, "Shootout:" to the shootout plays, "Resolution:"
to the resolution plays, "Cheatin' Resolution:" to the resolution plays and to Gamblin',
"Noon/Shootout:" to both; a spell's, a job's or a technique's window is the word before
"Hex"/"Job"/"Technique" in its bold prefix. A React is offered only in a react window, a
trait never (an optional "you may" trait is asked in the react window). Two directions
are checked at every decision of a random game:

* strictly, *offered ⇒ in its printed window*: every "use X"/"play X" option names a card
  whose printed timing includes the decision's window, every "react X" a card with a
  printed React;
* for the card under test, *in its window and not offered ⇒ refused by a cost, target,
  condition, limit or turn rule*, and *outside its windows ⇒ refused by the window rule*
  (`noon.play_type`), the refused play leaving `game.digest()` unchanged.

Boards come from `timing_boards(title)`: two small gangs on the shootout town of the
features, the card under test in play (on a dude, on the street, as the outfit) or in
hand, in each phase of the day or at the start of a shootout round, shuffled decks so
Gamblin' sometimes has a cheatin' hand. The game then goes on with decisions drawn by
Hypothesis, so each example visits the windows that position leads to.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from cards.database import card_db
from cards.scripts import script_registry
from engine.abilities import ActionAbility, ability_key, split_ability_key
from engine.decisions import IllegalPlay, Refusal
from engine.game import Game
from engine.model import Card
from engine.phases.shoppin import title_without_experience
from engine.windows import ability_named
from harness.invariants import check_invariants
from harness.rules_coverage.printed import PrintedAbility, normal_prefix, printed_abilities

#: The decisions that are play windows (`engine.why_not.WINDOWS`, named here by the rules).
WINDOWS = ("gambling", "high noon", "shootout plays", "shootout resolution")

#: Where each printed timing may be played (§8.1), most specific wording first.
_TIMINGS: tuple[tuple[str, frozenset[str]], ...] = (
    ("Cheatin' Resolution", frozenset({"shootout resolution", "gambling"})),
    ("Resolution", frozenset({"shootout resolution"})),
    ("Noon/Shootout", frozenset({"high noon", "shootout plays"})),
    ("Noon", frozenset({"high noon"})),
    ("Shootout", frozenset({"shootout plays"})),
)

#: Why an ability in its window may still not be offered: its costs, targets, requirement,
#: controller or use limit (§8.1), a job without a leader or mark (§6), its dude outside
#: the posse (§5.4), the cheatin' rules (§5.6), a Totem with no Shaman of its player at its
#: location (§7.2), or the other player's turn in that window.
IN_WINDOW_RULES = frozenset(
    {
        "ability.cost",
        "ability.condition",
        "ability.target",
        "ability.controller",
        "ability.owner",
        "cheatin.protected",
        "noon.once_per_day",
        "shootout.abilities",
        "shootout.cheatin",
        "gambling.cheatin",
        "cheatin.once",
        "kung_fu.technique",
        "spell.cast",
        "spell.totem",
        "job.leader",
        "job.mark",
        "noon.turn",
        "shootout.plays",
    }
)
#: Why an ability outside its windows is refused (§8.1): its play type.
OUT_OF_WINDOW_RULES = frozenset({"noon.play_type"})


def _plain_prefix(text: str) -> str:
    return normal_prefix(text).split(":", 1)[0]


#: A trait that lets the card itself be played in a window ("You may equip this Gadget as
#: a Shootout play"): the card is then a window ability of that window.
_PLAYED_AS = re.compile(r"as an? (Noon|Shootout) play", re.IGNORECASE)


def _window_of(ability: PrintedAbility) -> frozenset[str] | None:
    """The windows a printed ability is played in, or None for one played in none (a
    trait, a React)."""
    if ability.kind == "trait":
        played_as = _PLAYED_AS.search(ability.text)
        if played_as is None:
            return None
        return frozenset({"high noon" if played_as.group(1).lower() == "noon" else "shootout plays"})
    if ability.kind == "react":
        return None
    prefix = _plain_prefix(ability.text)
    # A prefix naming no timing has the windows of the kind the printed reader gave it (a
    # bare "Boot:" is a Noon ability by a ruling, harness.rules_coverage.printed).
    fallback = dict(_TIMINGS).get(ability.kind.capitalize(), frozenset())
    return next((w for word, w in _TIMINGS if word in prefix), fallback)


def printed_windows(text_html: str) -> frozenset[str]:
    """Every play window the card's printed abilities may be used in."""
    return frozenset().union(*printed_ability_windows(text_html))


def printed_ability_windows(text_html: str) -> list[frozenset[str]]:
    """The play windows of each printed ability played in a window, in printed order."""
    found = (_window_of(a) for a in printed_abilities(text_html))
    return [windows for windows in found if windows is not None]


#: A granted ability's printed timing, inside the quotes of its grant ("Your shamans gain,
#: "<b>Noon/Shootout:</b> ..."").
_GRANTED_PREFIX = re.compile(r'"\s*(?:<b>)?([^"<:]+?)(?:</b>)?\s*:')


def granted_windows(text_html: str) -> frozenset[str]:
    """The windows of the abilities a card grants, read from the quoted texts it prints."""
    prefixes = [normal_prefix(m.group(1)) for m in _GRANTED_PREFIX.finditer(text_html)]
    return frozenset().union(
        *(next((w for word, w in _TIMINGS if word in prefix), frozenset()) for prefix in prefixes)
    )


def ability_windows(ability: ActionAbility) -> frozenset[str]:
    """The printed windows of this one ability: a card printing "Noon Hex 9" and "Shootout
    Hex 9" offers its first ability at High Noon only. Scripts declare abilities in printed
    order, so the card's n-th window ability is its n-th printed one; if the counts differ
    the card's windows together are the oracle. A granted copy has the windows its grant
    prints, in quotes on the granting card (Eagle Woman That All Look At, a Shaman, holds
    a copy of what she gives her shamans)."""
    if ability.granted_by is not None:
        return granted_windows(ability.granted_by.card.data.text_html)
    card = ability.card
    printed = printed_ability_windows(card.data.text_html)
    declared = [a for a in card.abilities if isinstance(a, ActionAbility)]
    if len(printed) == len(declared) and ability in declared:
        return printed[declared.index(ability)]
    text = card.data.text_html
    # Two texts the printed reader finds no window ability in: one the data prints without
    # bold ("Noon: If Caves is at a Public location ..."), and one the card gives itself
    # in quotes ("Lewis has "Shootout, Boot:" ...").
    return printed_windows(text) or granted_windows(text) or _unbolded_windows(text)


#: A paragraph that starts with its timing but without the data's usual bold.
_UNBOLDED_PREFIX = re.compile(r"(?m)^\s*([A-Z][A-Za-z/' ,]*?)\s*:")


def _unbolded_windows(text: str) -> frozenset[str]:
    prefixes = [normal_prefix(m.group(1)) for m in _UNBOLDED_PREFIX.finditer(text)]
    return frozenset().union(
        *(next((w for word, w in _TIMINGS if word in prefix), frozenset()) for prefix in prefixes)
    )


def printed_window_abilities(text_html: str) -> int:
    """How many printed abilities are played in a window (not traits, not reacts)."""
    return len(printed_ability_windows(text_html))


def printed_react(text_html: str) -> bool:
    """Whether a react window may offer this card: a printed React, or an optional trait
    ("you may ...", Philip Swinford), which the engine asks about in the react window."""
    return any(
        a.kind == "react" or (a.kind == "trait" and "you may" in a.text.lower())
        for a in printed_abilities(text_html)
    )


@cache
def scripted_titles() -> tuple[str, ...]:
    """One name per card script (a reprint sharing a script is not fuzzed twice): its
    title, or its printing's label ("Shotgun (Weird West Edition)") where the title names
    another printing with a script of its own."""
    db = card_db()
    names = set()
    for script in set(script_registry().values()):
        card = db.by_code(script.code)
        names.add(card.title if db.find(card.title).code == card.code else card.label)
    return tuple(sorted(names))


def budget(examples: int) -> settings:
    """Settings for a fuzzing test: `examples` examples in the ordinary run (under the `ci`
    profile too, whose derandomized seed it keeps), fifty times more when GOMORRA_FUZZ is
    set or the `fuzz` profile is loaded. An example plays a whole stretch of a game, so
    there is no per-example deadline."""
    long_run = bool(os.environ.get("GOMORRA_FUZZ")) or settings.get_current_profile_name() == "fuzz"
    return settings(
        max_examples=examples * 50 if long_run else examples,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


# -- boards --------------------------------------------------------------------------------
#: The filler of the shootout board (scenarios/boards/shootout.yaml), three times over.
FILLER = [
    "Bottom Dealin'",
    "B & B Attorneys",
    "Roan",
    "Cheatin' Varmint",
    "Auction",
    "Doyle's Hoyle",
    "Charlie's Place",
    "Legendary Holster",
] * 3
#: Each side's possible gang: plain dudes, a huckster (spells) and a Kung Fu dude (techniques).
GANGS = (
    ("Pancho Castillo", "Jonah Essex", "Olivia Jenks", "Daomei Wang"),
    ("Clyde Owens", "Steele Archer", "Andreas Andregg", "Steven Wiles", "Xiaodan Li"),
)
OUTFITS = ("The Sloane Gang", "Law Dogs")
#: Cards a hand may hold: some filler, and actions that open the shootout and resolution
#: windows (a window nobody can play in passes without a decision, so nothing is seen).
HAND = (*FILLER[:8], "Pistol Whip", "Sun in Yer Eyes", "Coachwhip!", "The Stakes Just Rose")
SETTINGS = ("gambling", "upkeep", "high noon", "sundown", "shootout")


def _dude_entry(draw: Callable[..., Any], title: str, at: str) -> dict[str, Any]:
    return {"card": title, "at": at, "booted": draw(st.booleans())}


@st.composite
def timing_boards(draw: Callable[..., Any], title: str, setups: tuple[str, ...] = SETTINGS) -> dict[str, Any]:
    """A legal board with `title` on it, in a phase or mid-shootout drawn from `setups`
    (`SETTINGS`; repeat one to draw it more often)."""
    data = card_db().find(title)
    base = title_without_experience(data.title)
    owner = draw(st.sampled_from((0, 1)), label="owner")
    setting = draw(st.sampled_from(setups), label="setting")
    # An outfit, a legend or a token is never in a hand (a board refuses it, §1.2); an
    # action is only ever played from one.
    in_hand = data.type == "action" or (
        data.type not in ("outfit", "legend")
        and not data.is_token
        and draw(st.integers(0, 4), label="in hand") == 0
    )
    players: list[dict[str, Any]] = []
    for i in (0, 1):
        # Not another printing of the card either: a unique title is in play once (§1.4).
        # Experience levels share the title's uniqueness: "Jonah Essex" is "Jonah Essex (Exp.1)".
        pool = [d for d in GANGS[i] if title_without_experience(card_db().find(d).title) != base]
        gang = draw(st.lists(st.sampled_from(pool), min_size=1, max_size=3, unique=True), label=f"gang {i}")
        dudes = [_dude_entry(draw, d, draw(st.sampled_from(("Town Square", "home")))) for d in gang]
        deck = draw(st.permutations(FILLER), label=f"deck {i}")
        players.append(
            {
                "name": f"Player{i + 1}",
                "outfit": OUTFITS[i],
                "ghost_rock": draw(st.integers(0, 12)),
                "street": ["home"],
                "dudes": dudes,
                "deck": list(deck),
                "hand": list(draw(st.lists(st.sampled_from(HAND), max_size=3, unique=True))),
            }
        )
    mine = players[owner]
    if in_hand:
        mine["hand"].append(title)
    elif data.type == "dude":
        mine["dudes"].append(_dude_entry(draw, title, draw(st.sampled_from(("Town Square", "home")))))
    elif data.type == "deed":
        mine["street"].append({"card": title, "booted": draw(st.booleans())})
    elif data.type == "legend":  # beside the outfit, booted or not (engine.legends)
        mine["legend"] = title
        mine["legend_booted"] = draw(st.booleans(), label="legend booted")
    elif data.type == "outfit":
        mine["outfit"] = title
        if title == players[1 - owner]["outfit"]:
            players[1 - owner]["outfit"] = OUTFITS[owner]
    elif "Totem" in data.keywords:  # a Totem is planted at a location (§1.2): its home here
        mine["home_attachments"] = [{"card": title, "booted": draw(st.booleans())}]
    else:  # goods and spells go on a dude
        host = draw(st.sampled_from(mine["dudes"]), label="host")
        host["attachments"] = [{"card": title, "booted": draw(st.booleans())}]
    board: dict[str, Any] = {
        "seed": draw(st.integers(0, 2**16)),
        "first_player": f"Player{draw(st.sampled_from((1, 2)))}",
        "phase": "high noon" if setting == "shootout" else setting,
        "players": players,
    }
    if draw(st.integers(0, 5), label="already used") == 0 and not in_hand:
        board["used_abilities"] = [title]
    if setting == "shootout":
        _add_shootout(draw, board)
    return board


def _add_shootout(draw: Callable[..., Any], board: dict[str, Any]) -> None:
    """A shootout in Town Square: each side's posse is some of its dudes there (at
    least one), the leader's side drawn at random."""
    posses: dict[str, list[str]] = {}
    for player in board["players"]:
        there = [d for d in player["dudes"] if d["at"] == "Town Square"]
        if not there:
            player["dudes"][0]["at"] = "Town Square"
            there = [player["dudes"][0]]
        names = [d["card"] for d in there]
        posse = draw(st.lists(st.sampled_from(names), min_size=1, unique=True), label="posse")
        posses[player["name"]] = posse
    leader_side = draw(st.sampled_from(list(posses)), label="leader side")
    mark_side = next(name for name in posses if name != leader_side)
    board["shootout"] = {
        "location": "Town Square",
        "leader": posses[leader_side][0],
        "mark": posses[mark_side][0],
        "posses": posses,
        "round": draw(st.integers(1, 2)),
    }
    board["turn"] = leader_side


# -- the oracle ----------------------------------------------------------------------------
@dataclass
class Exploration:
    """What exploring one card's board saw: each (window, offered?) pair and violations."""

    title: str
    windows: Counter[tuple[str, bool]] = field(default_factory=Counter)
    violations: list[str] = field(default_factory=list)
    decisions: list[tuple[str, str]] = field(default_factory=list)


def _react_card(game: Game, option_id: str) -> Card | None:
    return game.cards.get(split_ability_key(option_id.removeprefix("react "))[0])


def offered_violations(game: Game) -> list[str]:
    """Strict direction: every ability offered now is in its printed window."""
    pending = game.pending
    assert pending is not None
    problems = []
    for option in pending.options:
        if option.id.startswith(("use ", "play ")):
            ability = ability_named(game, option.id)
            if ability is None:
                problems.append(f"'{option.id}' names no ability ({pending.kind})")
                continue
            windows = ability_windows(ability)
            if pending.kind not in windows:
                printed = ", ".join(sorted(windows)) or "no play window"
                problems.append(f"'{option.id}' is offered in {pending.kind}; printed: {printed}")
        elif option.id.startswith("react "):
            card = _react_card(game, option.id)
            if pending.kind != "react" or card is None or not printed_react(card.data.text_html):
                problems.append(
                    f"'{option.id}' is offered in a {pending.kind} decision without a printed React"
                )
    return problems


def play_ids(card: Card) -> list[str]:
    """The ids a player would name this card's abilities by: its uid, then "(2nd ability)",
    "(3rd ability)"... for each further printed ability (index order is the script's, so
    all are tried)."""
    verb = "play" if card.type == "action" else "use"
    count = len(printed_abilities(card.data.text_html)) + 1
    return [f"{verb} {ability_key(card.uid, i)}" for i in range(count)]


def focus_violations(game: Game, card: Card, seen: Counter[tuple[str, bool]]) -> list[str]:
    """The other direction for the card under test, for both players: in its window an
    ability not offered is refused by a cost/target/condition/limit/turn rule; outside,
    by the window rule; and a refused play changes nothing."""
    pending = game.pending
    assert pending is not None
    kind = pending.kind
    offered_ids = set(pending.ids())
    problems = []
    offered_here = False
    for player in game.players:
        for play in play_ids(card):
            mine = player.index == pending.player
            refusal = game.why_not(player, play)
            if refusal is None:
                if not (mine and play in offered_ids):
                    problems.append(f"why_not allows '{play}' for {player.name} but it is not offered")
                offered_here = True
                continue
            ability = ability_named(game, play)
            if ability is None:
                continue  # the id names no window ability of this card: nothing to check
            if ability.grants_to is not None:
                continue  # a granted ability's template: its receivers use it, never this card
            in_window = kind in ability_windows(ability)
            rule_id = refusal.rule.id
            allowed = IN_WINDOW_RULES if in_window else OUT_OF_WINDOW_RULES | IN_WINDOW_RULES - {"noon.turn"}
            if in_window and rule_id not in allowed:
                problems.append(f"'{play}' in its window {kind} refused for {player.name} by {rule_id}")
            if not in_window and kind in WINDOWS and rule_id not in OUT_OF_WINDOW_RULES:
                problems.append(
                    f"'{play}' outside its windows ({kind}) refused for {player.name} by {rule_id}"
                )
            if mine:
                problems += _refusal_changes_nothing(game, player.index, play, refusal)
    if kind == "react":
        offered_here = any(_react_card(game, o) is card for o in offered_ids if o.startswith("react "))
    if kind in (*WINDOWS, "react"):
        seen[(kind, offered_here)] += 1
    return problems


def _refusal_changes_nothing(game: Game, player: int, play: str, refusal: Refusal) -> list[str]:
    before = game.digest()
    try:
        game.decide(player, play)
    except IllegalPlay as error:
        if error.rule.id != refusal.rule.id:
            return [f"'{play}' is refused by {error.rule.id} but why_not says {refusal.rule.id}"]
        return [] if game.digest() == before else [f"refusing '{play}' changed the game"]
    return [f"'{play}' was refused by why_not ({refusal.rule.id}) but decide accepted it"]


def explore(title: str, board: dict[str, Any], choose: Callable[[int], int], steps: int) -> Exploration:
    """Play `steps` decisions from `board`, each option picked by `choose(count)`, checking
    the oracle and the board invariants at every decision."""
    record = Exploration(title)
    game = Game.from_board(board)
    card = game.card(title)
    for _ in range(steps):
        pending = game.pending
        if pending is None:
            break
        found = offered_violations(game) + focus_violations(game, card, record.windows)
        found += check_invariants(game)
        if found:
            record.violations += [f"at {pending.kind} ({pending.prompt}): {p}" for p in found]
            break
        option = pending.options[choose(len(pending.options))]
        record.decisions.append((game.players[pending.player].name, option.id))
        game.decide(pending.player, option.id)
    return record


def describe_failure(record: Exploration, board: dict[str, Any]) -> str:
    """The card, the board and the decisions: enough to replay the violation."""
    import json

    lines = [f"{record.title}: {v}" for v in record.violations]
    lines.append("board: " + json.dumps(board))
    lines.append("decisions: " + json.dumps(record.decisions))
    return "\n".join(lines)
