"""A rules expert's own repository on Gomorra installed from its wheel (issue 21).

The wheel is built from this checkout and installed, not editable, into a fresh virtual
environment; the repository holds feature files and one board of its own, nothing else.
Ordinary expert scenarios — named boards (bundled and its own), a shootout with stacked
hands and a redraw by face, a phase advance, a refusal by rule id, tags (`@wip`,
`@skip:<reason>`, `@xfail:<reason>`) and an outline — pass under `gomorra verify` and
plain pytest, without a warning, from the repository or a folder inside it; a missing board
reads as a located message in words under both.

Offline and quick: the new environment gets its dependencies from this one's
site-packages (a `.pth` line) and only Gomorra from the wheel (`--no-deps --no-index`);
building the wheel needs hatchling: this environment's if it has it, else pip's build
isolation fetches it once and caches it.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

TOWN = """Feature: My town
  Background:
    Given the board "main street"
    And the phase is High Noon

  @rule:move.free
  Scenario: A dude walks from home to the town square
    Given Player1 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |
    When Player1 moves "Jake Smiley" to "Town Square"
    Then "Jake Smiley" is at "Town Square"
    And "Jake Smiley" is unbooted

  @rule:move.unbooted
  Scenario: A booted dude cannot walk
    Given Player1 has these dudes:
      | dude        | at   | booted |
      | Jake Smiley | home | yes    |
    When Player1 tries to move "Jake Smiley" to "Town Square"
    Then the play is refused by rule "move.unbooted"
    And "Jake Smiley" is at "Player1's home"

  Scenario: The day goes on to Sundown and no further
    When the game advances to Sundown
    Then the phase is Sundown
"""

SHOOTOUT = """@card:01046
Feature: Olivia Jenks shoots it out
  @rule:shootout.draw
  Scenario: A redrawn hand wins the shootout
    Given the board "shootout"
    And Player1's deck starts with "2S 7C 9D KH 4S 4C 4H"
    And Player2's next draw hand is "3H 5S 8D 10C KH"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    And Player2 accepts
    And Player1 redraws "2S 7C"
    Then Player1's draw hand is "9D KH 4S 4C 4H"
    And Player2 takes 3 casualties
    When Player2 aces "Steele Archer"
    Then "Steele Archer" is in Player2's Boot Hill
    When Player1 stays
    Then Player1 wins the shootout
"""

MY_STREET = """Feature: My own street
  Scenario: A dude walks down my street
    Given the board "my street"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 moves "Pancho Castillo" to "Bank of California"
    Then "Pancho Castillo" is at "Bank of California"
    And Player1 has 7 ghost rock
"""

MY_STREET_BOARD = """version: 1
seed: 3
day: 1
phase: high noon
first_player: Player1
players:
  - name: Player1
    outfit: The Sloane Gang
    ghost_rock: 7
    street: [home, Bank of California]
  - name: Player2
    outfit: Law Dogs
    ghost_rock: 2
"""

#: Tags a rules expert uses: a plain one, a skip and an xfail with their reasons, an outline.
TAGGED = """@wip
Feature: Tags and outlines
  @xfail:the-board-has-ten
  Scenario: A wrong count, expected to fail
    Given the board "main street"
    Then Player1 has 11 ghost rock

  @skip:not-written-yet
  Scenario: Skipped with its reason
    Given the board "main street"
    Then Player1 has 11 ghost rock

  Scenario Outline: Each board's ghost rock
    Given the board "<board>"
    Then Player1 has <ghost rock> ghost rock

    Examples:
      | board       | ghost rock |
      | main street | 10         |
      | my street   | 7          |
"""

MISSPELT = """Feature: A board that is not there
  Scenario: The board's name is misspelt
    Given the board "mian street"
    Then Player1 has 10 ghost rock
"""

SCENARIOS = 7  # that pass; the xfail and the skip are not among them
#: What a user of the installed package must never read.
INTERNALS = ("Traceback", "BoardError", "site-packages", "harness/", "engine/", "Error:")


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """A command as the rules expert runs it: nothing of this checkout on its path."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("PYTEST", "VIRTUAL_ENV", "PYTHON", "COV", "GOMORRA"))
    }
    env["COLUMNS"] = "200"
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300, check=False)


@pytest.fixture(scope="module")
def venv(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment with Gomorra installed from its wheel, not editable."""
    tmp = tmp_path_factory.mktemp("installed")
    dist = tmp / "dist"
    # With hatchling here, no build environment is fetched (offline); else pip fetches it once.
    isolation = ["--no-build-isolation"] if importlib.util.find_spec("hatchling") is not None else []
    built = _run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "-w", str(dist), "--no-deps", "-q", *isolation],
        ROOT,
    )
    assert built.returncode == 0, built.stderr
    [wheel] = dist.glob("gomorra-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        shipped = set(archive.namelist())
    package_data = [
        *(f"harness/data/boards/{p.name}" for p in (ROOT / "harness" / "data" / "boards").glob("*.yaml")),
        *(f"cards/data/{p.name}" for p in (ROOT / "cards" / "data").glob("*.json")),
        *(
            f"harness/rules_coverage/templates/{p.name}"
            for p in (ROOT / "harness/rules_coverage/templates").iterdir()
        ),
    ]
    assert len(package_data) > 10 and not set(package_data) - shipped, set(package_data) - shipped
    venv = tmp / "venv"
    made = _run([sys.executable, "-m", "venv", "--without-pip", str(venv)], tmp)
    assert made.returncode == 0, made.stderr
    python = venv / "bin" / "python"
    site = _run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], tmp)
    ours = dict.fromkeys(sysconfig.get_paths()[key] for key in ("purelib", "platlib"))
    Path(site.stdout.strip(), "_dependencies.pth").write_text("\n".join(ours) + "\n", encoding="utf-8")
    installed = _run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "-q",
            "--no-deps",
            "--no-index",
            str(wheel),
        ],
        tmp,
    )
    assert installed.returncode == 0, installed.stderr
    return venv


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A rules expert's repository: feature files and one board of its own."""
    (tmp_path / "features" / "town").mkdir(parents=True)
    (tmp_path / "scenarios" / "boards").mkdir(parents=True)
    (tmp_path / "features" / "town" / "town.feature").write_text(TOWN, encoding="utf-8")
    (tmp_path / "features" / "shootout.feature").write_text(SHOOTOUT, encoding="utf-8")
    (tmp_path / "features" / "my_street.feature").write_text(MY_STREET, encoding="utf-8")
    (tmp_path / "features" / "tagged.feature").write_text(TAGGED, encoding="utf-8")
    (tmp_path / "scenarios" / "boards" / "my street.yaml").write_text(MY_STREET_BOARD, encoding="utf-8")
    return tmp_path


@pytest.mark.slow
def test_a_rules_experts_repository_is_green_under_verify_and_plain_pytest(venv: Path, repo: Path) -> None:
    python, gomorra = str(venv / "bin" / "python"), str(venv / "bin" / "gomorra")
    where = _run([python, "-c", "import harness, engine; print(harness.__file__, engine.__file__)"], repo)
    assert where.stdout.split() and all(p.startswith(str(venv)) for p in where.stdout.split()), where

    verified = _run([gomorra, "verify", "--report", "report"], repo)
    assert verified.returncode == 0, verified.stdout + verified.stderr
    assert "A redrawn hand wins the shootout" in (repo / "report" / "scenarios.html").read_text(
        encoding="utf-8"
    )
    assert f"{SCENARIOS} passed, 0 failed, 2 skipped" in verified.stdout
    # The summary is about these scenarios, not the bundled project's 1,256 printings.
    summary = verified.stdout[verified.stdout.index("Rules coverage") :]
    assert summary.startswith("Rules coverage of the 8 scenarios run")  # the xfail ran too
    assert "cards tagged: 1 (Olivia Jenks)" in summary
    assert "rules tagged: 3; proven by a passing scenario that takes the step: 3/3" in summary

    # Bare `pytest` at the top of the repository; the features folder from a folder inside it.
    for cwd, paths in ((repo, []), (repo / "features" / "town", ["../../features"])):
        ran = _run([python, "-m", "pytest", "-p", "no:cacheprovider", "-q", *paths], cwd)
        assert ran.returncode == 0, ran.stdout + ran.stderr
        assert f"{SCENARIOS} passed, 1 skipped, 1 xfailed" in ran.stdout, ran.stdout
        # No warning either (tags are markers whichever order the plugins load in).
        assert "warning" not in ran.stdout, ran.stdout
        for word in INTERNALS:
            assert word not in ran.stdout + ran.stderr, (word, ran.stdout)

    line = TOWN.splitlines().index("  Scenario: The day goes on to Sundown and no further") + 1
    one = _run([gomorra, "verify", f"features/town/town.feature:{line}"], repo)
    assert one.returncode == 0, one.stdout + one.stderr
    assert "1 passed, 0 failed" in one.stdout

    boards = _run([gomorra, "boards"], repo)
    assert boards.returncode == 0, boards.stdout + boards.stderr
    rows = {line.split("│")[1].strip(): line for line in boards.stdout.splitlines() if line.count("│") > 2}
    assert "bundled" in rows["main street"] and "valid" in rows["main street"]
    assert "this repository" in rows["my street"] and "scenarios/boards/my street.yaml" in rows["my street"]
    assert "site-packages" not in boards.stdout


@pytest.mark.slow
def test_a_missing_board_reads_as_words_under_verify_and_plain_pytest(venv: Path, repo: Path) -> None:
    (repo / "features" / "misspelt.feature").write_text(MISSPELT, encoding="utf-8")
    expected = "features/misspelt.feature:3: no board named 'mian street': did you mean 'main street' or 'my street'?"
    verified = _run([str(venv / "bin" / "gomorra"), "verify", "features/misspelt.feature"], repo)
    ran = _run(
        [str(venv / "bin" / "python"), "-m", "pytest", "-p", "no:cacheprovider", "features/misspelt.feature"],
        repo,
    )
    for result in (verified, ran):
        assert result.returncode == 1, result.stdout + result.stderr
        assert expected in result.stdout, result.stdout
        assert "in scenarios/boards/: my street" in result.stdout
        assert "Replay: gomorra verify features/misspelt.feature:2" in result.stdout
        for word in INTERNALS:
            assert word not in result.stdout + result.stderr, (word, result.stdout)


#: A repository's conftest that breaks the engine: an error inside Gomorra, as a bug would be.
BROKEN_ENGINE = """from engine.game import Game


def _broken(board, **kwargs):
    return {}["no such key"]


Game.from_board = staticmethod(_broken)
"""


@pytest.mark.slow
def test_an_error_inside_gomorra_reads_as_words_not_a_traceback(venv: Path, repo: Path) -> None:
    (repo / "conftest.py").write_text(BROKEN_ENGINE, encoding="utf-8")
    feature = "features/town/town.feature"
    verified = _run([str(venv / "bin" / "gomorra"), "verify", feature], repo)
    ran = _run([str(venv / "bin" / "python"), "-m", "pytest", "-p", "no:cacheprovider", feature], repo)
    for result in (verified, ran):
        assert result.returncode == 1, result.stdout + result.stderr
        assert "Gomorra failed in conftest.py:5: 'no such key'" in result.stdout, result.stdout
        assert "please report it with the Replay command below" in result.stdout
        for word in (*INTERNALS, "KeyError"):
            assert word not in result.stdout + result.stderr, (word, result.stdout)
