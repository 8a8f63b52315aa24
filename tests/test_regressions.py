"""Fuzzer regressions (`scenarios/regressions/*.yaml`): each replays with its check
holding after every decision. A file committed with its defect fails here until the
defect is fixed, then guards it. The machinery itself is proven on a planted bug."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from engine import abilities
from harness.cli import main
from harness.fuzz.boards import Start
from harness.fuzz.checks import timing_problems
from harness.fuzz.regressions import Failure, regression_files, replay, write_regression


@pytest.mark.parametrize("path", regression_files(), ids=lambda p: p.stem)
def test_a_committed_regression_holds(path: Path) -> None:
    verdict = replay(path)
    assert verdict.ok, verdict.describe()


BOARD = {
    "phase": "gambling",
    "players": [
        {"outfit": "Law Dogs", "dudes": ["Allie Hensman"], "deck": ["Ambush", "Avie Cline", "Black Elk"] * 1},
        {"outfit": "Law Dogs", "dudes": ["Andreas Andregg"], "deck": ["Barton Everest", "Blake Ranch"]},
    ],
}


def _regression(tmp_path: Path) -> Path:
    from engine.game import Game

    game = Game.from_board(BOARD)
    failure = Failure.of(game, Start("built", board=BOARD), "timing", ["planted"])
    return write_regression(failure, tmp_path)


def test_replay_command_runs_a_regression_and_fails_while_the_defect_is_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _regression(tmp_path)
    with monkeypatch.context() as planted:
        planted.setitem(abilities.PLAY_WINDOWS, "noon", ("high noon", "gambling"))
        from engine.game import Game

        assert timing_problems(Game.from_board(BOARD)), "the planted defect should break the check"
        broken = CliRunner().invoke(main, ["replay", str(path)])
        assert broken.exit_code == 1
        assert "check 'timing' fails on the board" in broken.output
    fixed = CliRunner().invoke(main, ["replay", str(path)])
    assert fixed.exit_code == 0, fixed.output
    assert "Player1 has the first cheatin' play" in fixed.output
    assert "check 'timing' holds after every decision" in fixed.output
