"""Named boards in a rules expert's own repository (harness/named_boards.py): the bundled
boards load without any `scenarios/boards/`, the repository's own add to them and win on
a name clash, `gomorra boards` lists and checks both, and a missing or invalid board is a
located message in words under `gomorra verify` and plain pytest alike."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from harness import failure
from harness.cli import main
from harness.named_boards import BUNDLED, OWN, named_boards, read_board
from harness.verify import verify

pytest_plugins = ["pytester"]

ON_MAIN_STREET = """Feature: On main street
  Scenario: A dude walks to the town square
    Given the board "main street"
    And Player1 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |
    When Player1 moves "Jake Smiley" to "Town Square"
    Then "Jake Smiley" is at "Town Square"
    And Player1 has {ghost_rock} ghost rock
"""

MISSPELT = """Feature: A misspelt board
  Scenario: The board's name is misspelt
    Given the board "mian street"
    Then Player1 has 0 ghost rock
"""

OWN_MAIN_STREET = """phase: high noon
players:
  - name: Player1
    outfit: The Sloane Gang
    ghost_rock: 42
  - name: Player2
    outfit: Law Dogs
"""

BROKEN = """phase: high noon
players:
  - name: Player1
    outfit: The Sloane Gang
    ghost_rock: lots
  - name: Player2
    outfit: Law Dogs
"""

#: What a user must never read.
INTERNALS = (
    "Traceback",
    "BoardError",
    "site-packages",
    "engine/board.py",
    "engine/board_spec.py",
    "harness/",
    "Error:",
)


def _repo(root: Path, *, own: dict[str, str] | None = None) -> Path:
    (root / "features").mkdir(parents=True, exist_ok=True)
    if own is not None:
        (root / "scenarios" / "boards").mkdir(parents=True, exist_ok=True)
        for name, text in own.items():
            (root / "scenarios" / "boards" / f"{name}.yaml").write_text(text, encoding="utf-8")
    return root


def test_the_bundled_boards_are_package_data() -> None:
    boards = named_boards(None)
    assert {"main street", "shootout", "lowball", "sundown"} <= set(boards)
    assert all(board.origin == BUNDLED for board in boards.values())
    assert read_board("main street", None)["phase"] == "high noon"


def test_a_bundled_board_loads_in_a_repository_without_boards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = _repo(tmp_path)
    feature = repo / "features" / "walk.feature"
    feature.write_text(ON_MAIN_STREET.format(ghost_rock=10), encoding="utf-8")
    monkeypatch.chdir(repo)
    report = verify([feature])
    assert [(s.outcome, s.message) for f in report.features for s in f.scenarios] == [("passed", "")]


def test_a_repositorys_own_board_adds_to_the_bundled_and_wins_a_clash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = _repo(tmp_path, own={"main street": OWN_MAIN_STREET, "my town": OWN_MAIN_STREET})
    boards = named_boards(repo / "scenarios" / "boards")
    assert boards["main street"].origin == OWN and boards["my town"].origin == OWN
    assert boards["shootout"].origin == BUNDLED
    feature = repo / "features" / "walk.feature"
    feature.write_text(ON_MAIN_STREET.format(ghost_rock=42), encoding="utf-8")
    monkeypatch.chdir(repo / "features")  # found above the feature files, from any folder
    report = verify([feature])
    assert [(s.outcome, s.message) for f in report.features for s in f.scenarios] == [("passed", "")]


def test_a_missing_board_is_a_located_message_under_verify(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = _repo(tmp_path, own={"my town": OWN_MAIN_STREET})
    (repo / "features" / "misspelt.feature").write_text(MISSPELT, encoding="utf-8")
    monkeypatch.chdir(repo)
    result = CliRunner().invoke(main, ["verify"])
    assert result.exit_code == 1
    assert (
        "features/misspelt.feature:3: no board named 'mian street': did you mean 'main street'? The named "
        "boards are (bundled with Gomorra: lowball, main street, shootout, sundown; in scenarios/boards/: "
        "my town)"
    ) in result.output
    for word in INTERNALS:
        assert word not in result.output, word


def test_a_missing_board_is_a_located_message_under_plain_pytest(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", misspelt=MISSPELT)
    result = pytester.runpytest("-p", "no:cacheprovider", "-p", "no:warnings", "misspelt.feature")
    result.assert_outcomes(failed=1)
    output = result.stdout.str()
    assert "misspelt.feature:3: no board named 'mian street': did you mean 'main street'?" in output
    for word in INTERNALS:
        assert word not in output, word


def test_an_invalid_own_board_names_its_file_and_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = _repo(tmp_path, own={"broken": BROKEN})
    (repo / "features" / "broken.feature").write_text(
        MISSPELT.replace("mian street", "broken"), encoding="utf-8"
    )
    monkeypatch.chdir(repo)
    result = CliRunner().invoke(main, ["verify"])
    assert result.exit_code == 1
    assert (
        "features/broken.feature:3: the board 'broken' is not valid: scenarios/boards/broken.yaml, line 5"
    ) in result.output
    for word in INTERNALS:
        assert word not in result.output, word


def test_gomorra_boards_lists_both_shelves_and_checks_each(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _repo(tmp_path, own={"main street": OWN_MAIN_STREET, "broken": BROKEN})
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("COLUMNS", "250")
    result = CliRunner().invoke(main, ["boards"])
    assert result.exit_code == 1, result.output  # an invalid board fails the listing
    rows = [
        [cell.strip() for cell in line.split("│")[1:-1]]
        for line in result.output.splitlines()
        if line.count("│") > 2
    ]
    # board, origin, phase, players, file, check: both boards of the clashing name.
    assert [row for row in rows if row[0] == "main street"] == [
        [
            "main street",
            "this repository (used)",
            "high noon",
            "Player1, Player2",
            "scenarios/boards/main street.yaml",
            "valid",
        ],
        [
            "main street",
            "bundled (not used: this repository has one)",
            "high noon",
            "Player1, Player2",
            "",
            "valid",
        ],
    ]
    assert [row for row in rows if row[0] == "shootout"] == [
        ["shootout", "bundled", "high noon", "Player1, Player2", "", "valid"]
    ]
    assert ["broken", "this repository", "", "", "scenarios/boards/broken.yaml", "INVALID"] in rows
    assert "scenarios/boards/broken.yaml, line 5" in result.output  # the error, in full
    assert "1 invalid board" in result.output


def test_an_error_inside_an_installed_gomorra_reads_as_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """Installed from a wheel, an error of Gomorra itself names no exception class and no
    site-packages path (in a checkout the developer gets both)."""
    monkeypatch.setattr(failure, "installed", lambda: True)
    raised = "/venv/lib/python3.11/site-packages/engine/flow.py"
    monkeypatch.syspath_prepend("/venv/lib/python3.11/site-packages")
    text = failure.message(KeyError("Player3"), (raised, 12))
    assert text.startswith("Gomorra failed in engine/flow.py:12: 'Player3'")
    assert "report it" in text
    assert "KeyError" not in text and "site-packages" not in text
    monkeypatch.setattr(failure, "installed", lambda: False)
    assert failure.message(KeyError("Player3"), (raised, 12)).startswith("KeyError: 'Player3'")


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (
            "players: !!python/object:os.system\n  - name: x\n",
            "line 1: the tag '!!python/object:os.system' is not allowed",
        ),
        (
            "phase: [high noon\n",
            "line 1: not valid YAML: a list opened with '[' on this line is not closed with ']'",
        ),
        (b"phase: \xe9t\xe9\n", "line 1: is not UTF-8 text (byte 0xe9 on this line): save it as UTF-8"),
    ],
    ids=["python tag", "YAML syntax", "not UTF-8"],
)
def test_a_hostile_or_broken_own_board_is_refused_in_words_from_any_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str | bytes, problem: str
) -> None:
    repo = _repo(tmp_path)
    (repo / "scenarios" / "boards").mkdir(parents=True)
    board = repo / "scenarios" / "boards" / "bad.yaml"
    board.write_bytes(text if isinstance(text, bytes) else text.encode())
    (repo / "features" / "bad.feature").write_text(MISSPELT.replace("mian street", "bad"), encoding="utf-8")
    monkeypatch.chdir(repo / "features")
    result = CliRunner().invoke(main, ["verify", "bad.feature"])
    assert result.exit_code == 1
    assert (
        f"bad.feature:3: the board 'bad' is not valid: ../scenarios/boards/bad.yaml, {problem}"
        in result.output
    )
    for word in INTERNALS:
        assert word not in result.output, word
