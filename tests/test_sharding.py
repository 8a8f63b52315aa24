"""Shards (harness/sharding.py): `--shard I/N` splits a run over N machines, balanced by
recorded durations, and `gomorra coverage --merge` builds from the shards' records the ledger
one run builds, with the same gate verdict."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from harness.commands.coverage import command as coverage_command
from harness.rules_coverage.denominators import card_entries
from harness.rules_coverage.gate import check
from harness.rules_coverage.ledger import build_ledger
from harness.rules_coverage.removal import features_of, prove
from harness.rules_coverage.trace import merge_shards, read_records
from harness.sharding import parse_shard, read_durations, split, write_durations
from harness.verify import verify

ROOT = Path(__file__).resolve().parent.parent
#: A small suite with rules and cards in it (abilities to prove, rules to assert).
SUITE = [
    ROOT / "features/rules/control",
    ROOT / "features/rules/upkeep",
    ROOT / "features/cards/dtr/allie_hensman.feature",
    ROOT / "features/cards/dtr/a_coach_comes_to_town.feature",
    ROOT / "features/cards/dtr/ace_in_the_hole.feature",
]


def test_shards_are_disjoint_cover_everything_and_keep_the_order() -> None:
    ids = [f"t{i:02}" for i in range(23)]
    shards = split(ids, 4, {})
    assert sorted(t for shard in shards for t in shard) == ids
    assert all(shard == sorted(shard) for shard in shards)
    assert [len(s) for s in shards] == [6, 6, 6, 5]  # by count when no duration is known


def test_shards_balance_recorded_durations() -> None:
    durations = {"long": 10.0, "a": 1.0, "b": 1.0, "c": 1.0, "d": 1.0, "e": 5.0, "f": 4.0}
    shards = split(list(durations), 2, durations)
    loads = [sum(durations[t] for t in shard) for shard in shards]
    assert sorted(loads) == [11.0, 12.0]
    assert split(list(durations), 2, durations) == shards  # deterministic


def test_an_unknown_test_counts_as_the_mean_of_the_known() -> None:
    shards = split(["new", "x", "y"], 2, {"x": 2.0, "y": 2.0})
    assert sorted(map(len, shards)) == [1, 2]


@pytest.mark.parametrize("spec", ["0/4", "5/4", "2", "a/b", "1/0"])
def test_a_bad_shard_is_refused(spec: str) -> None:
    with pytest.raises(ValueError, match="I/N"):
        parse_shard(spec)


def test_stored_durations_merge_with_the_earlier_ones(tmp_path: Path) -> None:
    path = tmp_path / "durations.json"
    write_durations(path, {"a": 1.0, "b": 2.0})
    write_durations(path, {"b": 3.0})
    assert read_durations(path) == {"a": 1.0, "b": 3.0}


@pytest.mark.slow
def test_four_shards_merged_give_the_single_runs_ledger_and_gate_verdict(tmp_path: Path) -> None:
    single = tmp_path / "single-records.json"
    whole = verify(SUITE, extra_args=["--rules-records", str(single)], tracebacks=False)
    assert whole.ok
    counts = []
    for index in range(1, 5):
        records = tmp_path / f"shard-{index}" / "rules-records.json"
        part = verify(
            SUITE, extra_args=[f"--shard={index}/4", "--rules-records", str(records)], tracebacks=False
        )
        assert part.ok
        counts.append(len(part.scenarios))
    assert sum(counts) == len(whole.scenarios) and min(counts) > 0

    one = read_records(single)
    merged = merge_shards(sorted(tmp_path.glob("shard-*")))
    assert [r.to_json() for r in merged] == [r.to_json() for r in sorted(one, key=lambda r: r.nodeid)]
    features = features_of(merged, ROOT)
    assert features == features_of(one, ROOT)
    proofs = prove(card_entries(), features, root=ROOT).proofs
    ledgers = [build_ledger(records, proofs=proofs) for records in (one, merged)]
    assert json.dumps(ledgers[0].to_json(), sort_keys=True) == json.dumps(
        ledgers[1].to_json(), sort_keys=True
    )
    thresholds = {"cards": 0.5, "rules": 1.0, "pack:DTR": 100.0}
    verdicts = [check(ledger, thresholds) for ledger in ledgers]
    assert verdicts[0] == verdicts[1]
    assert any(v.startswith("pack:DTR") for v in verdicts[0])  # a gate that fails, failing alike
    assert check(ledgers[1], {"rules": 0.5}) == check(ledgers[0], {"rules": 0.5}) == []


def test_merging_a_shard_twice_is_refused_naming_the_test(tmp_path: Path) -> None:
    records = [
        {
            "nodeid": "f.feature::t",
            "feature": "f.feature",
            "line": 3,
            "name": "t",
            "tags": [],
            "passed": True,
            "trace": [],
        }
    ]
    for shard in ("a", "b"):
        (tmp_path / shard).mkdir()
        (tmp_path / shard / "rules-records.json").write_text(json.dumps(records), encoding="utf-8")
    result = CliRunner().invoke(
        coverage_command, ["--merge", str(tmp_path / "a"), "--merge", str(tmp_path / "b")]
    )
    assert result.exit_code == 2
    assert "f.feature::t is recorded by both" in result.output


def test_merging_a_folder_without_records_is_refused(tmp_path: Path) -> None:
    result = CliRunner().invoke(coverage_command, ["--merge", str(tmp_path)])
    assert result.exit_code == 2
    assert "no records file" in result.output
