"""Every-outcome tables: "for every pull, X happens" (issue: the harness, item 6).

The scenario is run again once per possible pull value (or per draw-hand rank), from
the same board with that card stacked, making the same decisions; then each row's
Then step is checked against that run. Every value (or rank) must appear in exactly
one row, so the table is a complete statement of the rule.
"""

from __future__ import annotations

import copy
import re

from pytest_bdd import then

from engine.hands import PlayingCard, Rank, parse_cards
from harness.registry import matching, step_definitions
from harness.scenario import ScenarioError, ScenarioState
from harness.stacking import card_for
from harness.steps.types import step
from harness.tables import rows

VALUES = {"A": 1, "J": 11, "Q": 12, "K": 13, **{str(n): n for n in range(2, 11)}}
NAMES = {v: k for k, v in VALUES.items()}

#: One legal hand of each rank, for "for every rank of ... next draw hand".
RANK_HANDS = {
    Rank.HIGH_CARD: "2S 5H 9D JC KS",
    Rank.ONE_PAIR: "2S 2H 9D JC KS",
    Rank.TWO_PAIR: "2S 2H 9D 9C KS",
    Rank.THREE_OF_A_KIND: "2S 2H 2D JC KS",
    Rank.STRAIGHT: "3S 4H 5D 6C 7S",
    Rank.FLUSH: "2H 5H 9H JH KH",
    Rank.FULL_HOUSE: "2S 2H 2D KC KS",
    Rank.FOUR_OF_A_KIND: "2S 2H 2D 2C KS",
    Rank.STRAIGHT_FLUSH: "3H 4H 5H 6H 7H",
    Rank.FIVE_OF_A_KIND: "2S 2H 2D 2C JOKER",
    Rank.DEAD_MANS_HAND: "AS AC 8S 8C JD",
}


def value_range(text: str) -> list[int]:
    """ "A-5" → [1..5]; "7" → [7]; "J-K" → [11, 12, 13]."""
    parts = [p.strip().upper() for p in re.split(r"\s*(?:-|–|to)\s*", text.strip())]
    try:
        ends = [VALUES[p] for p in parts]
    except KeyError:
        raise ScenarioError(f"'{text}' is not a value or range of values such as A-5, 7 or J-K") from None
    if len(ends) == 1:
        return ends
    if len(ends) != 2 or ends[0] > ends[1]:
        raise ScenarioError(f"'{text}' is not a range from low to high such as A-5")
    return list(range(ends[0], ends[1] + 1))


def rank_range(text: str) -> list[Rank]:
    key = text.strip().lower()
    for rank in Rank:
        if key in (str(int(rank)), rank.label.lower()):
            return [rank]
    parts = re.split(r"\s*(?:-|–|to)\s*", key)
    if len(parts) == 2 and all(p.isdigit() for p in parts):
        return [r for r in Rank if int(parts[0]) <= int(r) <= int(parts[1])]
    raise ScenarioError(f"'{text}' is not a rank (1-11, a range such as 1-4, or a name such as Full House)")


def check_row(run: ScenarioState, text: str) -> str | None:
    """Run one Then step text against `run`; None if it holds, else the reason."""
    found = matching(step_definitions(), "then", text)
    if len(found) != 1:
        return f"'{text}' is not one Then step ({len(found)} definitions match)"
    definition = found[0]
    try:
        definition.function(doomtown=run, **definition.arguments(text))
    except AssertionError as error:
        return str(error)
    return None


def _complete(table_keys: list[list[object]], every: list[object], what: str) -> None:
    seen = [k for keys in table_keys for k in keys]
    missing = [e for e in every if e not in seen]
    twice = sorted({str(k) for k in seen if seen.count(k) > 1})
    if missing or twice:
        raise ScenarioError(
            f"The table must name every {what} exactly once: missing {missing}, twice {twice}"
        )


def _variant(
    doomtown: ScenarioState, index: int, faces: list[PlayingCard], *, keep: bool
) -> tuple[dict[str, object], dict[int, list[PlayingCard]]]:
    """The scenario's board with `faces` on top of player `index`'s deck; with `keep`, the
    faces are also that player's stacked draw hand."""
    board = copy.deepcopy(doomtown.board)
    entry = board["players"][index]
    entry["deck"] = [card_for(face) for face in faces] + list(entry.get("deck", []))
    stacks = {**doomtown.stacks_given, index: faces} if keep else doomtown.stacks_given
    return board, stacks


def _check_rows(
    doomtown: ScenarioState,
    cases: list[tuple[str, str, dict[str, object], dict[int, list[PlayingCard]]]],
    what: str,
) -> None:
    """Re-run the scenario for each (case name, Then step, board, stacks); report every
    case whose Then step does not hold."""
    failures = []
    for name, then_text, board, stacks in cases:
        try:
            problem = check_row(doomtown.rerun(board, stacks), then_text)
        except ScenarioError as error:
            problem = str(error)
        if problem is not None:
            failures.append(f"{name}: {problem}")
    doomtown.asserted_pending = True  # the table's runs are what this scenario checks
    if failures:
        raise AssertionError(f"Not every {what} gives the table's outcome:\n  " + "\n  ".join(failures))


@then(step("for every value of {player}'s next pull:"))
def every_pull(doomtown: ScenarioState, player: str, datatable: list[list[str]]) -> None:
    """Re-run the scenario with each value A..K (as a spade) on top of the player's deck."""
    table = rows(datatable, required=("pull", "then"), optional=())
    ranges = [value_range(row["pull"]) for row in table]
    _complete([list(r) for r in ranges], list(range(1, 14)), "value A..K")
    index = doomtown.player_index(player)
    cases = [
        (
            f"pull {NAMES[value]}",
            row["then"],
            *_variant(doomtown, index, [PlayingCard(value, "S")], keep=False),
        )
        for row, values in zip(table, ranges, strict=True)
        for value in values
    ]
    _check_rows(doomtown, cases, "pull")


@then(step("for every rank of {player}'s next draw hand:"))
def every_rank(doomtown: ScenarioState, player: str, datatable: list[list[str]]) -> None:
    """Re-run the scenario with one hand of each rank 1..11 stacked for the player."""
    table = rows(datatable, required=("rank", "then"), optional=())
    ranges = [rank_range(row["rank"]) for row in table]
    _complete([list(r) for r in ranges], list(Rank), "rank 1..11")
    index = doomtown.player_index(player)
    cases = [
        (
            f"{rank.label} ({RANK_HANDS[rank]})",
            row["then"],
            *_variant(doomtown, index, parse_cards(RANK_HANDS[rank]), keep=True),
        )
        for row, ranks in zip(table, ranges, strict=True)
        for rank in ranks
    ]
    _check_rows(doomtown, cases, "rank")
