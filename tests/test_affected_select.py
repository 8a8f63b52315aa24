"""`--affected` chooses by what changed since a git revision (harness/affected.py): lines the
map ties to tests, a feature's scenarios, and everything when the map cannot bound a change."""

from __future__ import annotations

import subprocess
from pathlib import Path

from harness.affected import select
from harness.affected_map import AffectedMap, content_sha

A = '''"""Module a."""


def f(x):
    y = x + 1
    return y
'''


def git(root: Path, *args: str) -> str:
    done = subprocess.run(["git", *args], cwd=root, capture_output=True, text=True, check=True)
    return done.stdout.strip()


def repo(tmp_path: Path) -> tuple[Path, AffectedMap]:
    (tmp_path / "engine").mkdir()
    (tmp_path / "engine" / "a.py").write_text(A, encoding="utf-8")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "x.md").write_text("x\n", encoding="utf-8")
    git(tmp_path, "init", "-q")
    git(tmp_path, "add", ".")
    git(tmp_path, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "start")
    found = AffectedMap(
        tests=["f.feature:3", "f.feature:9"],
        files={"engine/a.py": (content_sha(A), {5: {0}, 6: {0, 1}})},
        commit=git(tmp_path, "rev-parse", "HEAD"),
    )
    return tmp_path, found


def test_a_changed_line_selects_the_tests_that_ran_it(tmp_path: Path) -> None:
    root, found = repo(tmp_path)
    (root / "engine" / "a.py").write_text(A.replace("x + 1", "x + 2"), encoding="utf-8")
    chosen = select(root, str(found.commit), found)
    assert not chosen.everything
    assert chosen.tests == {"f.feature:3"}


def test_a_file_no_test_reads_selects_nothing(tmp_path: Path) -> None:
    root, found = repo(tmp_path)
    (root / "docs" / "x.md").write_text("y\n", encoding="utf-8")
    chosen = select(root, str(found.commit), found)
    assert not chosen.everything and not chosen.tests


def test_a_feature_file_selects_its_scenarios(tmp_path: Path) -> None:
    root, found = repo(tmp_path)
    (root / "f.feature").write_text("Feature: f\n", encoding="utf-8")
    assert select(root, str(found.commit), found).features == {"f.feature"}


def test_a_file_the_map_never_saw_runs_everything(tmp_path: Path) -> None:
    root, found = repo(tmp_path)
    (root / "engine" / "b.py").write_text("X = 1\n", encoding="utf-8")
    chosen = select(root, str(found.commit), found)
    assert chosen.everything and "never seen" in chosen.reasons[0]


def test_a_stale_map_runs_everything(tmp_path: Path) -> None:
    root, found = repo(tmp_path)
    found.files["engine/a.py"] = (content_sha(A + "# another version\n"), found.files["engine/a.py"][1])
    (root / "engine" / "a.py").write_text(A.replace("x + 1", "x + 2"), encoding="utf-8")
    chosen = select(root, str(found.commit), found)
    assert chosen.everything and "stale" in chosen.reasons[0]


def test_a_change_at_import_time_runs_everything(tmp_path: Path) -> None:
    root, found = repo(tmp_path)
    (root / "engine" / "a.py").write_text(A.replace("def f(x):", "def f(x=1):"), encoding="utf-8")
    assert select(root, str(found.commit), found).everything


def test_no_map_runs_everything(tmp_path: Path) -> None:
    root, found = repo(tmp_path)
    assert select(root, str(found.commit), None).everything


def test_content_the_map_recorded_is_no_change(tmp_path: Path) -> None:
    root, found = repo(tmp_path)
    changed = A.replace("x + 1", "x + 2")
    (root / "engine" / "a.py").write_text(changed, encoding="utf-8")
    found.files["engine/a.py"] = (content_sha(changed), found.files["engine/a.py"][1])
    chosen = select(root, str(found.commit), found)
    assert not chosen.everything and not chosen.tests


def test_a_regression_file_selects_the_test_replaying_them(tmp_path: Path) -> None:
    root, found = repo(tmp_path)
    (root / "scenarios" / "regressions").mkdir(parents=True)
    (root / "scenarios" / "regressions" / "x.yaml").write_text("x: 1\n", encoding="utf-8")
    chosen = select(root, str(found.commit), found)
    assert chosen.test_files == {"tests/test_regressions.py"} and not chosen.everything
