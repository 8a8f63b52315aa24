"""`--affected` chooses by what changed since a git revision (harness/affected.py): lines the
map ties to tests, a feature's scenarios, and everything when the map cannot bound a change."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from harness.affected import Selection, files_to_run, select
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


# -- which feature files a batched `gomorra verify --affected` collects -----------------------
def features(root: Path) -> tuple[list[Path], AffectedMap]:
    """Four feature files the map recorded, and the map (its tests, their files' shas)."""
    texts = {
        "a.feature": "Feature: a\n  Scenario: s\n    Given x\n",
        "b.feature": "Feature: b\n  Scenario: s\n    Given x\n",
        "c.feature": "@card:01035\nFeature: c\n  Scenario: s\n    Given x\n",
        "d.feature": "Feature: d\n  Scenario: s\n    Given x\n",
    }
    for name, text in texts.items():
        (root / name).write_text(text, encoding="utf-8")
    found = AffectedMap(
        tests=[f"{name}:2" for name in texts],
        features={name: content_sha(text) for name, text in texts.items()},
    )
    return [root / name for name in texts], found


def test_only_files_that_may_hold_a_selected_scenario_are_collected(tmp_path: Path) -> None:
    files, found = features(tmp_path)
    chosen = Selection(tests={"b.feature:2"}, codes={"01035"}, known=found.known)
    kept = files_to_run(files, tmp_path, chosen, found)
    assert [f.name for f in kept] == ["b.feature", "c.feature"]  # a test reached; a card tag
    chosen.features.add("d.feature")
    assert [f.name for f in files_to_run(files, tmp_path, chosen, found)] == [
        "b.feature",
        "c.feature",
        "d.feature",
    ]


def test_a_feature_file_unlike_the_one_the_map_saw_is_collected(tmp_path: Path) -> None:
    """A file edited since, or one the map never saw, may hold a scenario the map does not
    know, which always runs."""
    files, found = features(tmp_path)
    (tmp_path / "a.feature").write_text("Feature: a\n  Scenario: new\n    Given y\n", encoding="utf-8")
    del found.features["d.feature"]
    chosen = Selection(known=found.known)
    assert [f.name for f in files_to_run(files, tmp_path, chosen, found)] == ["a.feature", "d.feature"]


def test_everything_or_no_map_collects_every_file(tmp_path: Path) -> None:
    files, found = features(tmp_path)
    everything = Selection(known=found.known)
    everything.run_everything("a reason")
    assert files_to_run(files, tmp_path, everything, found) == files
    assert files_to_run(files, tmp_path, Selection(), None) == files


def test_a_selection_reads_back_as_it_was_written(tmp_path: Path) -> None:
    chosen = Selection(tests={"a.feature:2"}, features={"b.feature"}, codes={"01035"}, known={"a.feature:2"})
    chosen.test_files.add("tests/test_x.py")
    chosen.reasons.append("why")
    assert Selection.from_json(json.loads(json.dumps(chosen.to_json()))) == chosen
    assert Selection.from_json(json.loads(json.dumps(Selection().to_json()))) == Selection()


def test_a_map_keeps_its_feature_shas(tmp_path: Path) -> None:
    _files, found = features(tmp_path)
    assert AffectedMap.from_json(json.loads(json.dumps(found.to_json()))).features == found.features
