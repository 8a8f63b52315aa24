"""Fuzz boards reach scarcity (issue 20): short and empty decks, empty hands, and so short
and empty draw hands, where a card's choice among nothing once left a game waiting on
"Select a card" with no options (Pair of Six-Shooters with an empty draw hand), a state
boards furnished with full decks never reached."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis.stateful import run_state_machine_as_test

from engine.abilities import Context
from engine.decisions import Decision, Option
from engine.dsl.choices import Choices
from engine.model import Player
from harness.fuzz import machine
from harness.fuzz.boards import SHORT_DECK, Start, built_boards, focus_starts, scenario_starts
from harness.fuzz.machine import STATS, EngineMachine
from harness.fuzz.profiles import planted_settings, suite_settings

SOURCES = {
    "built": built_boards().map(lambda board: Start("built", board=board)),
    "focus": focus_starts(),
    "scenario": scenario_starts(),
}


@pytest.mark.parametrize("source", list(SOURCES))
def test_fuzz_starts_include_short_and_empty_decks_and_empty_hands(source: str) -> None:
    seen: Counter[str] = Counter()

    @settings(suite_settings(), max_examples=200, database=None, derandomize=True)
    @given(SOURCES[source])
    def collect(start: Start) -> None:
        for player in start.game().players:
            if not player.deck:
                seen["an empty deck"] += 1
            elif len(player.deck) <= SHORT_DECK:
                seen["a short deck"] += 1
            if not player.hand:
                seen["an empty hand"] += 1

    collect()
    for supply in ("an empty deck", "a short deck", "an empty hand"):
        assert seen[supply], f"no {source} board with {supply}: {dict(seen)}"


def no_choice_is_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    """The stuck decision planted back, as the outside run met it: a card's choice among
    nothing is asked anyway, and Pair of Six-Shooters is offered with an empty draw hand
    (its requirement lifted)."""
    from cards.dtr import pair_of_six_shooters

    def ask(
        self: Choices, context: Context, chooser: Player, prompt: str, options: list[Option], kind: str
    ) -> Decision:
        return Decision(chooser.index, prompt, options, kind=kind)

    monkeypatch.setattr(Choices, "_ask", ask)
    monkeypatch.setattr(pair_of_six_shooters, "has_a_draw_hand_card", lambda context: True)


#: A ceiling: the choice among nothing was met within about 500 games of this length; the
#: draws shift with every change to the scripted pool or the board strategies, so the
#: ceiling leaves room.
PLANTED = planted_settings(4000)


@pytest.mark.slow
def test_the_fuzzer_reaches_a_choice_among_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """With full decks, the derandomized run of the same budget plays its 1,000 games past
    it (measured when rationing came in): the scarce boards are what reach it. Only the
    decision check runs (checks draw nothing, so the games are the same), to keep it short."""
    monkeypatch.setattr(EngineMachine, "regressions", None)
    monkeypatch.setattr(machine, "EVERY", {"decision": 1})
    monkeypatch.setattr(machine, "AT_END", ("decision",))
    monkeypatch.setattr(machine, "AUDITED", ())
    monkeypatch.setattr(machine, "AUDITED_AT_END", ())
    no_choice_is_skipped(monkeypatch)
    drawn = STATS.scarcity.copy()
    with pytest.raises(AssertionError, match=r"invariant 'decision' broken: .*offers no option"):
        run_state_machine_as_test(EngineMachine, settings=PLANTED)
    met = STATS.scarcity - drawn
    assert met["empty deck"] and met["empty hand"], dict(met)
