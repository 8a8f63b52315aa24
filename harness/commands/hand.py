"""`gomorra hand`: evaluate draw hands from the command line.

A thin shell over `engine.hands`: read notation, keep the best five cards, print the
result as a log-style line or as JSON. Usage errors (bad notation, too few cards) exit
with status 2, like click's own usage errors.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable

import click

from engine.hands import HandResult, PlayingCard, best_hand, describe, parse_cards

#: Exit status for input the command cannot read.
USAGE_ERROR = 2


def _evaluate(text: str, lowball: bool) -> tuple[list[PlayingCard], HandResult]:
    """The cards in ``text`` and the best five-card hand among them.

    Raises ValueError (`HandNotationError` included) for bad notation or too few cards.
    """
    cards = parse_cards(text)
    if len(cards) < 5:
        raise ValueError(f"a draw hand needs at least 5 cards, got {len(cards)}: {text.strip()!r}")
    return cards, best_hand(cards, lowball=lowball)


def _render(cards: list[PlayingCard], result: HandResult, as_json: bool) -> str:
    """One output line: ``Two Pair (rank 3): 8S 8C AS AC JH`` or a JSON object."""
    if not as_json:
        return f"{describe(result)}: {' '.join(map(str, result.assigned))}"
    return json.dumps(
        {
            "rank": result.total(),
            "base_rank": int(result.rank),
            "name": result.name,
            "description": describe(result),
            "cheatin": result.cheatin,
            "lowball": result.lowball,
            "joker_modifier": result.joker_modifier,
            "cards": [str(card) for card in cards],
            "best": [str(card) for card in result.cards],
            "assigned": [str(card) for card in result.assigned],
            "tiebreak": list(result.tiebreak),
        }
    )


@click.command("hand")
@click.argument("cards", nargs=-1, required=True)
@click.option("--lowball", is_flag=True, help="Evaluate for Gamblin' (lowest hand wins).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object per hand.")
@click.pass_context
def command(ctx: click.Context, cards: tuple[str, ...], lowball: bool, as_json: bool) -> None:
    """Rank draw hands: poker rank, cheatin' and the best five cards.

    Example: gomorra hand 'AS AC 8S 8C JD'. Cards are a value (A, 2-10, J, Q, K) and a suit (S, H, D, C), or JOKER, DEVIL,
    HERETIC. Given more than five cards, the best five-card hand is reported. With `-`,
    read one hand per line from standard input (blank lines are skipped); every readable
    line is reported, and any unreadable one makes the exit status 2.

    In JSON, "rank" is the total rank (special jokers included), "base_rank" the hand's,
    "best" the five cards kept and "assigned" the same with the jokers' chosen values.
    """
    if cards == ("-",):
        hands: Iterable[tuple[str, str]] = (
            (f"line {number}: ", line) for number, line in enumerate(sys.stdin, start=1) if line.strip()
        )
    else:
        hands = [("", " ".join(cards))]
    failed = False
    for where, text in hands:
        try:
            kept = _evaluate(text, lowball)
        except ValueError as error:
            click.echo(f"Error: {where}{error}", err=True)
            failed = True
            continue
        click.echo(_render(*kept, as_json))
    if failed:
        ctx.exit(USAGE_ERROR)
