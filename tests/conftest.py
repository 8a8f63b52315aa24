"""Options of this project's own test suite."""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--random-games",
        type=int,
        default=None,
        help="how many random games the invariant sweep plays (default: tests/test_random_games.py SWEEP_GAMES)",
    )
