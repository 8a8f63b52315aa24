"""Fuzz campaigns report one finding once (issue 20): hits grouped by signature, one
regression file per signature shrunk within the campaign's time (and saying so when it
was not), open findings in `known.yaml` looked past, the summary counting findings.

The grouping and shrinking are proven on real failures of a planted bug met on
different boards; a worker's hit on a real machine run; the whole campaign once, briefly."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis.stateful import run_state_machine_as_test

from engine import abilities
from engine.game import Game
from harness.fuzz.boards import Start
from harness.fuzz.campaign import Campaign, Hit, _hit, reached, run_campaign
from harness.fuzz.checks import timing_problems
from harness.fuzz.findings import player_names, read_known, shape, signature_of
from harness.fuzz.machine import FOUND, EngineMachine
from harness.fuzz.profiles import planted_settings
from harness.fuzz.regressions import Failure, play_through, read_regression, regression_files, replay
from harness.fuzz.shrink import shrink


def _board(outfit: str, dude: str, other: str, deck: list[str], names: tuple[str, str]) -> dict[str, Any]:
    return {
        "phase": "gambling",
        "players": [
            {"name": names[0], "outfit": outfit, "dudes": [dude], "deck": deck},
            {
                "name": names[1],
                "outfit": "Law Dogs",
                "dudes": [other],
                "deck": ["Barton Everest", "Blake Ranch"],
            },
        ],
    }


#: Three different boards on which one planted bug (Noon abilities offered in the cheatin'
#: window) breaks the timing check: other outfits, dudes, decks and player names.
BOARDS = [
    _board(
        "Law Dogs", "Allie Hensman", "Andreas Andregg", ["Ambush", "Avie Cline", "Black Elk"], ("Ann", "Bo")
    ),
    _board("The Sloane Gang", "Black Elk", "Avie Cline", ["Bluetick", "Ambush"], ("Player1", "Player2")),
    _board("Law Dogs", "Barton Everest", "Allie Hensman", ["Bottom Dealin'"] * 3, ("Cy", "Dee")),
]


@pytest.fixture
def noon_in_gambling(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(abilities.PLAY_WINDOWS, "noon", ("high noon", "gambling"))


def _hits(check: str = "timing") -> list[Hit]:
    hits = []
    for board in BOARDS:
        game = Game.from_board(board)
        problems = timing_problems(game)
        assert problems, f"the planted bug should break the timing check on {board}"
        failure = Failure.of(game, Start("built", board=board), check, problems)
        hits.append(Hit(signature_of(check, problems, names=player_names(board)), failure, problems[0]))
    return hits


def _shrink_all(campaign: Campaign) -> None:
    while (shrinker := campaign.shrinking()) is not None:
        shrinker.step(time.monotonic() + 60)


def test_one_planted_bug_met_on_three_boards_is_one_finding_and_one_shrunk_file(
    noon_in_gambling: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    hits = _hits()
    assert len({hit.signature for hit in hits}) == 1, [hit.error for hit in hits]
    assert len({hit.error for hit in hits}) > 1, "the boards should fail with different problem texts"
    campaign = Campaign(1, 1, regressions=tmp_path)
    for hit in hits:
        campaign.add(hit)
    _shrink_all(campaign)
    campaign.write()
    [path] = regression_files(tmp_path)
    data = read_regression(path)
    assert path.stem == data["id"] == hits[0].signature.id
    assert data["shrunk"] is True and data["hits"] == 3
    assert data["signature"] == {
        "check": "timing",
        "rule": "",
        "place": "'…' (noon) is offered in the gambling window",
    }
    # Shrunk: every deck card and the second player's dude left out.
    assert [p["deck"] for p in data["board"]["players"]] == [[], []]
    assert data["board"]["players"][1]["dudes"] == []
    found = reached(campaign)
    assert (found["failures"], found["known"], found["hits"]) == (1, 0, 3)
    assert found["failed"][0]["file"] == str(path)
    assert not replay(path).ok, "the regression fails while the bug is there"
    monkeypatch.undo()
    assert replay(path).ok, "and holds once it is fixed"


def test_a_signature_known_yaml_lists_is_counted_as_known_and_written_nowhere(
    noon_in_gambling: None, tmp_path: Path
) -> None:
    hits = _hits()
    known_file = tmp_path / "known.yaml"
    known_file.write_text(
        f"- signature: {hits[0].signature.id}\n  note: Noon plays in the cheatin' window\n"
        "  issue: https://example.org/issues/20\n",
        encoding="utf-8",
    )
    campaign = Campaign(1, 1, known=read_known(known_file), regressions=tmp_path)
    for hit in hits:
        campaign.add(hit)
    assert campaign.shrinking() is None, "a known finding is not shrunk"
    campaign.write()
    assert regression_files(tmp_path) == []
    found = reached(campaign)
    assert (found["failures"], found["known"], found["hits"]) == (0, 1, 3)
    assert found["looked_past"][0]["known"] == "Noon plays in the cheatin' window"


def test_a_malformed_known_file_is_refused_naming_it(tmp_path: Path) -> None:
    known_file = tmp_path / "known.yaml"
    known_file.write_text("- signature: abc\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"known\.yaml: entry 1 has 'signature', 'note'"):
        read_known(known_file)


def test_shrinking_stops_at_the_deadline_and_the_file_says_it_is_not_shrunk(
    noon_in_gambling: None, tmp_path: Path
) -> None:
    """The budget: the deadline is checked before each shrink candidate and inside a
    candidate's replay; what time did not allow is written as it stands."""
    [hit, *_] = _hits()
    assert hit.failure is not None
    assert shrink(hit.failure, hit.signature, 0) == (hit.failure, False)
    late = play_through(hit.failure.board, [("Ann", "pass")], "decide", deadline=time.monotonic() - 1)
    assert late.late and late.at == 0
    campaign = Campaign(1, 1, regressions=tmp_path)
    campaign.add(hit)
    shrinker = campaign.shrinking()
    assert shrinker is not None
    shrinker.step(time.monotonic() + 60)  # one candidate, then time is up
    campaign.write()
    data = read_regression(regression_files(tmp_path)[0])
    assert data["shrunk"] is False
    assert reached(campaign)["failed"][0]["shrunk"] is False


def test_an_exception_is_signed_by_its_class_and_engine_function_not_its_message(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The same crash from two boards (different cards in the message): one signature."""

    def broken(self: Game, option_id: str) -> None:
        raise KeyError(f"{self.players[0].name} cannot {option_id}")

    signatures = set()
    for board in BOARDS[:2]:
        game = Game.from_board(board)
        assert game.pending is not None
        monkeypatch.setattr(Game, "_advance", broken)
        with pytest.raises(KeyError) as caught:
            game.decide(game.pending.player, game.pending.options[0].id)
        monkeypatch.undo()
        signatures.add(signature_of("decide", [repr(caught.value)], error=caught.value))
    [signature] = signatures
    assert signature.place == "KeyError in engine/game.py:_apply"


def test_shapes_leave_out_cards_players_quotes_and_numbers() -> None:
    assert shape("Black Elk #2 reads bullets 3, printed plus effects give 2") == shape(
        "Allie Hensman reads bullets 0, printed plus effects give 1"
    )
    assert shape("Ann has -1 ghost rock", ["Ann"]) == shape("Player2 has -12 ghost rock", ["Player2"])


@pytest.mark.slow
def test_a_worker_reports_the_final_replay_of_a_failing_batch_as_a_hit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The worker's side: a machine run (no Hypothesis shrinking) that breaks a check
    leaves its final example in `machine.FOUND`, which becomes the hit's failure."""
    monkeypatch.setitem(abilities.PLAY_WINDOWS, "noon", ("high noon", "gambling", "shootout plays"))
    monkeypatch.setattr(EngineMachine, "regressions", None)
    profile = planted_settings(200, stateful_step_count=2)
    with pytest.raises(AssertionError) as caught:
        run_state_machine_as_test(EngineMachine, settings=profile)
    hit = _hit(caught.value)
    assert FOUND == []
    assert hit.failure is not None and hit.signature.check == "timing"
    assert "(noon) is offered in the" in hit.signature.place


@pytest.mark.slow
def test_a_short_campaign_ends_within_its_minutes_plus_a_margin(tmp_path: Path) -> None:
    began = time.monotonic()
    campaign = run_campaign(0.05, 1, regressions=tmp_path, known=None, traced=False)
    assert time.monotonic() - began < 0.05 * 60 + 45
    assert campaign.reports[0].done
    found = reached(campaign)
    assert found["failures"] == len(regression_files(tmp_path))
    yaml.safe_dump(found)  # the report is plain data


def test_a_signature_an_earlier_campaign_shrank_is_counted_not_shrunk_again(
    noon_in_gambling: None, tmp_path: Path
) -> None:
    first = Campaign(1, 1, regressions=tmp_path)
    for hit in _hits():
        first.add(hit)
    _shrink_all(first)
    first.write()
    [path] = regression_files(tmp_path)
    written = path.read_text(encoding="utf-8")
    again = Campaign(1, 1, regressions=tmp_path)
    for hit in _hits():
        again.add(hit)
    assert again.shrinking() is None, "its file is shrunk already"
    again.write()
    assert path.read_text(encoding="utf-8") == written
    found = reached(again)
    assert (found["failures"], found["failed"][0]["file"], found["failed"][0]["shrunk"]) == (
        1,
        str(path),
        True,
    )
