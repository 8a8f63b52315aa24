"""Every input answered cleanly, by every command (issue 20): `gomorra replay`, `lint`,
`verify`, `boards` and `Game.from_board` run on every file of a hostile corpus and
answer with the file (and the line, where the problem has one) and the problem: no
traceback, no exception class name, a short message, within 5 s and 300 MB.

The corpus is `tests/hostile/` (binary, Latin-1 and UTF-16 files, YAML tags, alias
bombs, deep nesting, non-text keys, empty files, path-like names, board effects naming
no yes/no test, malformed scenarios and regressions) plus files made here, too big to
commit (a 4,300-digit number, titles and names of hundreds of kilobytes, a 10 MB
file). `Game.from_board` also gets hostile data directly (a 10 MB title, a number of
5,000 digits, keys that are not text, 300-deep nesting)."""

from __future__ import annotations

import json
import os
import re
import shutil
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from engine.board_spec import BoardError
from engine.game import Game
from harness.boards import read_yaml_file
from harness.cli import main

HOSTILE = Path(__file__).parent / "hostile"
COMMITTED = sorted(p.name for p in HOSTILE.iterdir() if p.is_file())
BOARD = """version: 1
seed: 1
phase: gambling
players:
  - name: Player1
    outfit: {outfit}
    ghost_rock: {ghost_rock}
  - name: Player2
    outfit: Law Dogs
"""
MEGABYTE = 1_000_000
#: Files made at test time: their size is the point.
GENERATED: dict[str, Callable[[], str]] = {
    "number_5000_digits.yaml": lambda: BOARD.format(outfit="Law Dogs", ghost_rock="9" * 5000),
    "title_900_kb.yaml": lambda: BOARD.format(outfit="A" * 900_000, ghost_rock=5),
    "title_1_5_mb.yaml": lambda: BOARD.format(outfit="A" * 1_500_000, ghost_rock=5),
    "title_10_mb.yaml": lambda: BOARD.format(outfit="A" * 10 * MEGABYTE, ghost_rock=5),
    "board_name_500_kb.feature": lambda: (
        f'Feature: Long\n\n  Scenario: A long board name\n    Given the board "{"B" * 500_000}"\n'
        "    Then Player1 has 5 ghost rock\n"
    ),
    "docstring_title_900_kb.feature": lambda: (
        'Feature: Long\n\n  Scenario: A long title\n    Given the board:\n      """\n'
        + "".join(f"      {line}\n" for line in BOARD.format(outfit="C" * 900_000, ghost_rock=5).splitlines())
        + '      """\n    Then Player1 has 5 ghost rock\n'
    ),
    "step_1_mb.feature": lambda: (
        f"Feature: Long\n\n  Scenario: A long step\n    Given {'E' * MEGABYTE}\n    Then Player1 has 5 ghost rock\n"
    ),
    "step_10_mb.feature": lambda: f"Feature: Huge\n\n  Scenario: Huge\n    Given {'D' * 10 * MEGABYTE}\n",
}
FILES = COMMITTED + sorted(GENERATED)
#: Files whose problem sits at a line of a YAML text: replay, boards and from_board name it.
LINED = {
    "alias_cycle.yaml",
    "bad_int_tag.yaml",
    "billion_laughs.yaml",
    "binary_tag.yaml",
    "complex_key.yaml",
    "control_char.yaml",
    "custom_tag.yaml",
    "deep_block.yaml",
    "deep_flow.yaml",
    "deep_flow_mapping.yaml",
    "duplicate_keys.yaml",
    "latin1.yaml",
    "map_on_plain.yaml",
    "non_string_keys.yaml",
    "not_yaml.yaml",
    "null_key.yaml",
    "python_name.yaml",
    "python_object.yaml",
    "number_5000_digits.yaml",
}
#: Scenarios and regressions whose problem sits at a line: `gomorra replay` names it.
REPLAY_LINED = {
    "replay_effect_condition.yaml",
    "replay_decision_not_pair.yaml",
    "regression_decisions_not_pairs.yaml",
}
#: Board effects naming no yes/no test: refused when the board loads (`Game.from_board`,
#: and `gomorra replay`'s board, at its line); `gomorra boards` lists sketches, unbuilt.
EFFECTS = {
    "effect_condition_not_a_test.yaml",
    "effect_condition_takes_a_card.yaml",
    "effect_match_not_a_test.yaml",
    "effect_condition_dunder.yaml",
    "effect_condition_missing.yaml",
}
#: What a clean answer never shows: a traceback or the name of an exception class.
LEAKS = re.compile(
    r"Traceback|\b[A-Z]\w*(?:Error|Exception)\b|\byaml\.|\bmsgspec\.|\bKeyError\b|\bStopIteration\b|codec"
)
MAX_MESSAGE = 4_000
MAX_SECONDS = 5.0
MAX_BYTES = 300 * MEGABYTE


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("hostile")
    for name in COMMITTED:
        shutil.copy(HOSTILE / name, folder / name)
    for name, make in GENERATED.items():
        (folder / name).write_text(make(), encoding="utf-8")
    _warm_up(tmp_path_factory.mktemp("warm"))
    return folder


def _warm_up(folder: Path) -> None:
    """Run every command once on good input in this process, so that each forked child
    inherits the imports and caches (steps, cards, pytest) and its time is the answer's."""
    feature = folder / "good.feature"
    feature.write_text(
        'Feature: Good\n\n  Scenario: Good\n    Given the board "sundown"\n    Then Player1 has 5 ghost rock\n'
    )
    boards = folder / "boards"
    boards.mkdir()
    (boards / "good.yaml").write_text(BOARD.format(outfit="Law Dogs", ghost_rock=5), encoding="utf-8")
    for args in (
        ["lint", str(feature)],
        ["verify", str(feature)],
        ["boards", str(boards)],
        ["replay", str(feature)],
    ):
        CliRunner().invoke(main, args)


def test_the_corpus_has_every_class_of_hostile_input() -> None:
    assert len(FILES) >= 30
    for part in (
        "binary",
        "latin1",
        "utf16",
        "python_object",
        "map_on_plain",
        "binary_tag",
        "billion_laughs",
    ):
        assert any(part in name for name in FILES), part
    for part in (
        "deep_",
        "non_string_keys",
        "empty",
        "path_board_name",
        "slash_card",
        "5000_digits",
        "10_mb",
    ):
        assert any(part in name for name in FILES), part


def _rss() -> int:
    """This process's resident memory now, in bytes."""
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def _measured(
    runs: dict[str, Callable[[], tuple[int, str]]],
) -> tuple[dict[str, tuple[int, str, float]], int]:
    """Each run's (exit code, output, seconds), and the memory they grew by at most, in
    bytes: given in one forked child, whose peak resident memory (`wait4`) less its
    resident memory when it started is what the answers cost (tracemalloc would slow PyYAML's scanner twentyfold).
    An exception escaping a run fails the test with its traceback: that is what this test
    exists to catch."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        os.close(read)
        answers: dict[str, Any] = {"rss": _rss()}
        for command, run in runs.items():
            try:
                began = time.perf_counter()
                code, output = run()
                answers[command] = (code, output[:100_000], time.perf_counter() - began)
            except BaseException:
                answers[command] = (
                    None,
                    f"{command} let an exception escape:\n{traceback.format_exc()[-4_000:]}",
                    0,
                )
        with os.fdopen(write, "w", encoding="utf-8") as pipe:
            json.dump(answers, pipe)
        os._exit(0)
    os.close(write)
    with os.fdopen(read, encoding="utf-8") as pipe:
        text = pipe.read()
    _pid, _status, usage = os.wait4(pid, 0)
    found = json.loads(text)
    before = found.pop("rss")
    answers = {command: tuple(answer) for command, answer in found.items()}
    for code, output, _seconds in answers.values():
        assert code is not None, output
    return answers, usage.ru_maxrss * 1024 - before


def _cli(args: list[str]) -> Callable[[], tuple[int, str]]:
    def run() -> tuple[int, str]:
        result = CliRunner().invoke(main, args)
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            raise result.exception
        return result.exit_code, result.output

    return run


def _from_board(path: Path) -> Callable[[], tuple[int, str]]:
    def run() -> tuple[int, str]:
        try:
            data, _text = read_yaml_file(path)
            Game.from_board(data)
        except BoardError as error:
            return 1, str(error)
        return 0, "built"

    return run


COMMANDS = ("replay", "lint", "verify", "boards", "from_board")


@pytest.mark.parametrize("name", FILES)
def test_every_command_answers_every_hostile_file_cleanly(corpus: Path, tmp_path: Path, name: str) -> None:
    path = corpus / name
    listed = f"{path.stem}.yaml"  # `gomorra boards` lists a folder: this file as a board in it
    shutil.copy(path, tmp_path / listed)
    runs = {
        "replay": _cli(["replay", str(path)]),
        "lint": _cli(["lint", str(path)]),
        "verify": _cli(["verify", str(path)]),
        "boards": _cli(["boards", str(tmp_path)]),
        "from_board": _from_board(path),
    }
    answers, grown = _measured(runs)
    assert grown < MAX_BYTES, f"the answers grew memory by {grown:,} bytes"
    for command, (code, output, seconds) in answers.items():
        shown = listed if command == "boards" else name
        _assert_clean(command, name, shown, code, output, seconds)


def _assert_clean(command: str, name: str, shown: str, code: int, output: str, seconds: float) -> None:
    flat = output.replace("\n", "")
    assert not LEAKS.search(output), f"{command}: {output[:MAX_MESSAGE]}"
    assert len(output) <= MAX_MESSAGE, f"{command}: {output[:MAX_MESSAGE]}"
    assert seconds < MAX_SECONDS, f"{command} took {seconds:.1f} s"
    if code == 0:
        return  # a clean report (a harmless board listed, a feature that runs)
    # Game.from_board gets data, not a file: it names the place in the board (`$.players[0]`)
    # or nothing for the whole board; reading the file names the file.
    assert shown in flat or command == "from_board", f"{command}: {output}"
    if (command in ("replay", "boards", "from_board") and name in LINED) or (
        command == "replay" and name in REPLAY_LINED
    ):
        assert re.search(rf"{re.escape(shown)}(?::\d+|, line \d+)", flat), f"{command}: {output}"
    if command == "lint":
        problems = output.splitlines()[:-1]
        assert all(re.match(rf".*{re.escape(name)}:\d+: ", line) for line in problems), output
    if name in EFFECTS and command == "from_board":
        assert re.match(r"\$\.effects\[0\]\.(condition|match): ", output), output


def test_a_yes_no_test_is_still_accepted_as_an_effects_condition_and_match(corpus: Path) -> None:
    """The refusals above are of what is not a test: the card's own tests still load."""
    text = (corpus / "effect_condition_not_a_test.yaml").read_text(encoding="utf-8")
    board = corpus / "effect_ok.yaml"
    board.write_text(text.replace("condition: setup_abilities", "condition: another_ranch_in_play"), "utf-8")
    data, _text = read_yaml_file(board)
    game = Game.from_board(data)
    [effect] = game.effects.lasting
    assert effect.condition is not None and effect.condition() is False  # no other Ranch in play
    assert effect.match is not None and callable(effect.match)


def _nested(depth: int) -> Any:
    value: Any = "x"
    for _ in range(depth):
        value = {"a": value}
    return value


def _board(**player: Any) -> dict[str, Any]:
    return {"players": [{"outfit": "Law Dogs", **player}, {"outfit": "Law Dogs", "name": "Player2"}]}


HOSTILE_BOARDS: dict[str, dict[str, Any]] = {
    "a 10 MB title": _board(outfit="T" * 10 * MEGABYTE),
    "a 10 MB key": {"players": [], "K" * 10 * MEGABYTE: 1},
    "a 5,000-digit number": {**_board(), "seed": 10**5000},
    "a key that is a number": {**_board(), 1: "one"},
    "a key that is a tuple": {**_board(), ("a", "b"): "c"},
    "300-deep nesting": {**_board(), "players": [_nested(300), {}]},
    "a card named like a path": _board(dudes=["../../etc/passwd"]),
    "a deed named with slashes": _board(street=["home", "cards/dtr/ambush.py"]),
    "bytes": _board(outfit=b"\x00\xff"),
    "a set": {**_board(), "effects": {1, 2}},
    "not a mapping": ["players"],  # type: ignore[dict-item]
}


@pytest.mark.parametrize("name", HOSTILE_BOARDS)
def test_from_board_refuses_hostile_data_naming_the_place_without_echoing_it(name: str) -> None:
    board = HOSTILE_BOARDS[name]

    def run() -> tuple[int, str]:
        try:
            Game.from_board(board)
        except BoardError as error:
            return 1, str(error)
        return 0, "built"

    answers, grown = _measured({"from_board": run})
    code, message, seconds = answers["from_board"]
    assert code == 1, f"{name} was accepted"
    assert not LEAKS.search(message), message
    assert len(message) <= 1_000, message[:1_000]
    assert seconds < MAX_SECONDS and grown < MAX_BYTES, (seconds, grown)
