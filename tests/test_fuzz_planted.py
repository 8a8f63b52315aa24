"""Planted bugs: the fuzzer catches each, shrinks it, and writes a regression file that
fails when replayed against the bug and passes without it (the issue's "done when").

Each test plants one defect with monkeypatch, runs the machine derandomized with a
small budget, and checks the written file. Undoing the patch is "the fix"."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis.stateful import run_state_machine_as_test

from engine import abilities
from engine.actions import Actions
from engine.effects import EffectEngine
from engine.zones import Zone
from harness.fuzz.machine import EngineMachine
from harness.fuzz.regressions import read_regression, regression_files, replay
from tests.test_fuzz_oracle import booted_dude_moves_without_a_horse

#: Generation stops at the first failure, so the budget is a ceiling, not a cost: each newly
#: scripted card widens what the machine draws from (the effect-outliving bug was caught at
#: example 70 once Lawrence Blackwood joined the pool), and a ceiling well above that keeps the
#: test about the fuzzer, not about the size of the card pool.
PLANTED = settings(
    max_examples=200,
    stateful_step_count=2,
    derandomize=True,
    database=None,
    deadline=None,
    report_multiple_bugs=False,
    phases=[Phase.generate, Phase.shrink],
    suppress_health_check=list(HealthCheck),
)


def effects_never_expire(monkeypatch: pytest.MonkeyPatch) -> None:
    """(a) An effect outlives its duration: nothing lasting ever expires."""
    monkeypatch.setattr(EffectEngine, "expire", lambda self, *durations, phase=None: [])


def hand_keeps_what_leaves_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """(b) A card in two zones: a card leaving the hand stays listed there too."""
    leave = Actions._leave_current_zone

    def leaky(self: Actions, card: object) -> None:
        if getattr(card, "zone", None) is not Zone.HAND:
            leave(self, card)  # type: ignore[arg-type]

    monkeypatch.setattr(Actions, "_leave_current_zone", leaky)


def noon_plays_in_other_windows(monkeypatch: pytest.MonkeyPatch) -> None:
    """(c) An ability offered outside its printed timing: Noon abilities offered in the
    cheatin' and shootout play windows too."""
    monkeypatch.setitem(abilities.PLAY_WINDOWS, "noon", ("high noon", "gambling", "shootout plays"))


@pytest.mark.parametrize(
    ("plant", "check"),
    [
        (effects_never_expire, "board"),
        (hand_keeps_what_leaves_it, "board"),
        (noon_plays_in_other_windows, "timing"),
        (booted_dude_moves_without_a_horse, "oracle"),
    ],
    ids=["effect-outlives-duration", "card-in-two-zones", "ability-outside-timing", "booted-dude-moves"],
)
@pytest.mark.slow
def test_the_fuzzer_catches_shrinks_and_records_a_planted_bug(
    plant: Callable[[pytest.MonkeyPatch], None], check: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(EngineMachine, "regressions", tmp_path)
    with monkeypatch.context() as planted:
        plant(planted)
        with pytest.raises(AssertionError, match=f"invariant '{check}' broken"):
            run_state_machine_as_test(EngineMachine, settings=PLANTED)
        [path] = regression_files(tmp_path)
        data = read_regression(path)
        assert data["check"] == check
        # How short the shrunk game gets depends on the scripted card pool (each newly
        # scripted card changes the plays on offer) and on the boards drawn: 21 decisions
        # once tokens left the decks and the boards' supplies were rationed (the failure
        # found first is then in a starter-deck game; 4 without rationing), 17 once the
        # ghost-rock and protection cards were scripted, 12 before; 29 with the Weird West
        # reprints scripted (a starter-deck game's setup discards alone are a dozen); 47
        # once the Gunfighter outfits' Noon abilities were scripted (Morgan Regulators'
        # move is on offer in the Entrepreneurs deck's every High Noon).
        assert len(data["decisions"]) <= 50, "the failure should shrink to a few dozen decisions"
        against_bug = replay(path)
        assert not against_bug.ok, "the regression must fail while the bug is there"
    fixed = replay(path)
    assert fixed.ok, fixed.describe()
