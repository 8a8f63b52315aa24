"""Replay from a bug report: a game exported as YAML or .feature replays to the same end."""

from __future__ import annotations

import random
from pathlib import Path

from click.testing import CliRunner

from cards.decks import load_deck, starter_decks
from engine.game import Game
from harness.cli import main
from harness.replay import export_feature, export_yaml, run_yaml
from harness.verify import verify


def played(seed: int, decisions: int) -> Game:
    names = starter_decks()
    game = Game.from_decks([load_deck(names[0]), load_deck(names[1])], seed=seed)
    agent = random.Random(seed)
    for _ in range(decisions):
        if game.pending is None:
            break
        game.decide(game.pending.player, agent.choice(game.pending.options).id)
    return game


def test_a_yaml_export_replays_to_the_same_log(tmp_path: Path) -> None:
    game = played(4, 60)
    path = tmp_path / "bug.yaml"
    path.write_text(export_yaml(game, note="found while testing"), encoding="utf-8")
    replayed, missing = run_yaml(path)
    assert missing == []
    origin_lines = len(game.log.lines()) - len(replayed.log.lines())
    assert replayed.log.lines() == game.log.lines()[origin_lines:]
    assert replayed.snapshot() == game.snapshot()


def test_the_replay_command_reports_missing_log_lines(tmp_path: Path) -> None:
    game = played(5, 40)
    path = tmp_path / "bug.yaml"
    path.write_text(
        export_yaml(game).replace("expect_log:\n", "expect_log:\n- Player1 does something else\n"), "utf-8"
    )
    result = CliRunner().invoke(main, ["replay", str(path)])
    assert result.exit_code == 1
    assert "Expected log lines that did not happen:\n  Player1 does something else" in result.output


def test_a_feature_export_is_a_runnable_passing_scenario(tmp_path: Path) -> None:
    game = played(6, 50)
    feature = tmp_path / "bug.feature"
    feature.write_text(export_feature(game, name="Bug six"), encoding="utf-8")
    report = verify([feature])
    results = [s for f in report.features for s in f.scenarios]
    assert [r.outcome for r in results] == ["passed"], [r.message for r in results]
