"""Tests for `gomorra hand` (harness/commands/hand.py)."""

from __future__ import annotations

import json

import click
import pytest
from click.testing import CliRunner, Result

from harness.cli import main
from harness.commands.hand import command


def run(*args: str, stdin: str | None = None) -> Result:
    return CliRunner().invoke(main, ["hand", *args], input=stdin)


def test_registered_as_hand() -> None:
    assert command.name == "hand"
    assert main.get_command(click.Context(main), "hand") is command


def test_single_hand() -> None:
    result = run("AS AC 8S 8C JD")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == "Dead Man's Hand (rank 11): AS AC 8S 8C JD\n"


def test_cards_may_be_separate_arguments() -> None:
    assert run("9S", "9H", "5D", "5C", "KS").stdout == "Two Pair (rank 3): 9S 9H 5D 5C KS\n"


def test_cheatin_and_jokers_are_shown() -> None:
    assert run("KS KH KD 2C 2C").stdout == "Cheatin' Full House (rank 7): KS KH KD 2C 2C\n"
    assert run("7S 7H 7D 7C JOKER").stdout == "Five of a Kind (rank 10): 7S 7H 7D 7C JOKER=7S\n"
    assert (
        run("DEVIL 7S 7H 7D 2C").stdout == "Cheatin' Four of a Kind (rank 8+2 = 10): DEVIL=7S 7S 7H 7D 2C\n"
    )


def test_more_than_five_cards_reports_the_best_five() -> None:
    assert run("2S 5H 9D 9C KS KH 3D").stdout == "Two Pair (rank 3): 5H 9D 9C KS KH\n"


def test_lowball() -> None:
    result = run("--lowball", "AS 2H 3D 4C JOKER")
    assert result.stdout == "High Card (rank 1): AS 2H 3D 4C JOKER=6S\n"


def test_json() -> None:
    result = run("--json", "AS AS 8S 8C JD KH 2C")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data == {
        "rank": 3,
        "base_rank": 3,
        "name": "Two Pair",
        "description": "Cheatin' Two Pair (rank 3)",
        "cheatin": True,
        "lowball": False,
        "joker_modifier": 0,
        "cards": ["AS", "AS", "8S", "8C", "JD", "KH", "2C"],
        "best": ["AS", "AS", "8S", "8C", "KH"],
        "assigned": ["AS", "AS", "8S", "8C", "KH"],
        "tiebreak": [8, 1, 13],
    }


def test_json_lowball_with_special_joker() -> None:
    data = json.loads(run("--json", "--lowball", "HERETIC 9S 9H 5D 2C").stdout)
    assert (data["rank"], data["base_rank"], data["joker_modifier"], data["lowball"]) == (1, 2, -3, True)
    assert data["assigned"] == ["HERETIC=AS", "9S", "9H", "5D", "2C"]


def test_stdin_one_result_per_line_skipping_blank_lines() -> None:
    result = run("-", stdin="AS AC 8S 8C JD\n\n   \n9S 9H 5D 5C KS\n2S 3S 4S 5S 6S 7H\n")
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "Dead Man's Hand (rank 11): AS AC 8S 8C JD",
        "Two Pair (rank 3): 9S 9H 5D 5C KS",
        "Straight Flush (rank 9): 2S 3S 4S 5S 6S",
    ]


def test_stdin_json_lines() -> None:
    result = run("-", "--json", "--lowball", stdin="AS 2H 3D 4C 6S\nKS KH KD 2C 2S\n")
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [(row["name"], row["rank"], row["lowball"]) for row in rows] == [
        ("High Card", 1, True),
        ("Full House", 7, True),
    ]


def test_stdin_errors_name_the_line_and_the_rest_is_still_reported() -> None:
    result = run("-", stdin="AS AC 8S 8C JD\n\n1X 2S 3S 4S 5S\nAS 2S\n9S 9H 5D 5C KS\n")
    assert result.exit_code == 2
    assert result.stdout.splitlines() == [
        "Dead Man's Hand (rank 11): AS AC 8S 8C JD",
        "Two Pair (rank 3): 9S 9H 5D 5C KS",
    ]
    assert result.stderr.splitlines() == [
        "Error: line 3: '1X' is not a card: write a value (A, 2-10, J, Q, K) followed by a suit "
        "(S, H, D, C), or JOKER (also DEVIL, HERETIC; a joker may be pinned, e.g. JOKER=5H)",
        "Error: line 4: a draw hand needs at least 5 cards, got 2: 'AS 2S'",
    ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["AS AC 8S 8C 1X"], "Error: '1X' is not a card: write a value (A, 2-10, J, Q, K)"),
        (["AS 2S 3S 4S"], "Error: a draw hand needs at least 5 cards, got 4: 'AS 2S 3S 4S'"),
        (["--json", "AS, KX"], "Error: 'KX' is not a card"),
        ([""], "Error: a draw hand needs at least 5 cards, got 0"),
    ],
)
def test_bad_input_exits_2_with_the_error_on_stderr(args: list[str], message: str) -> None:
    result = run(*args)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.startswith(message)


def test_no_cards_is_a_usage_error() -> None:
    result = run()
    assert result.exit_code == 2
    assert "Missing argument" in result.stderr
