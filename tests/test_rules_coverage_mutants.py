"""The mutant operators (harness/rules_coverage/mutants.py): each changes one thing a
misreading of the card could change, names its line, and still loads."""

from __future__ import annotations

from pathlib import Path

from harness.rules_coverage.mutants import first_operators, mutants

ROOT = Path(__file__).resolve().parents[1]


def changes(tmp_path: Path, source: str) -> list[str]:
    script = tmp_path / "demo.py"
    script.write_text(source, encoding="utf-8")
    made = mutants(script)
    for mutant in made:  # every mutant compiles: a broken one would be "killed" for nothing
        compile(mutant.tree, str(script), "exec")
    return [str(m).removeprefix(f"{script}:") for m in made]


def test_boundaries_shift_by_one_and_lose_their_direction_beside_the_flip(tmp_path: Path) -> None:
    assert changes(tmp_path, "def f(a, b):\n    return a > b\n") == [
        "2 condition flipped: `a > b` → `a <= b`",
        "2 boundary shifted: `a > b` → `a >= b`",
        "2 direction dropped: `a > b` → `a != b`",
    ]
    assert (
        changes(tmp_path, "def f(a, b):\n    return a <= b\n")[1] == "2 boundary shifted: `a <= b` → `a < b`"
    )


def test_each_clause_of_a_condition_is_dropped_in_turn(tmp_path: Path) -> None:
    assert changes(tmp_path, "def f(a, b, c):\n    return a or b or c\n") == [
        "2 condition flipped: `a or b or c` → `a and b and c`",
        "2 clause dropped: `a` from `a or b or c`",
        "2 clause dropped: `b` from `a or b or c`",
        "2 clause dropped: `c` from `a or b or c`",
    ]


def test_a_none_guard_is_flipped_but_not_dropped(tmp_path: Path) -> None:
    """`shootout is not None and ...` guards the type checker; dropping it only turns a
    False into an AttributeError, so no scenario could tell (like the asserts left out)."""
    assert changes(tmp_path, "def f(s, d):\n    return s is not None and d in s.posse\n") == [
        "2 condition flipped: `s is not None and d in s.posse` → `s is not None or d in s.posse`",
        "2 clause dropped: `d in s.posse` from `s is not None and d in s.posse`",
        "2 condition flipped: `s is not None` → `s is None`",
        "2 condition flipped: `d in s.posse` → `d not in s.posse`",
    ]


def test_dsl_settings_are_changed_and_requirements_lifted(tmp_path: Path) -> None:
    source = (
        "def setup_abilities(self, ability):\n"
        "    self.action(\n"
        "        play_type='noon',\n"
        "        cost=ability.costs.boot_self(),\n"
        "        repeat=True,\n"
        "        condition=self.can,\n"
        "        target=Target(controller='opponent', choose=False),\n"
        "        handler=self.go,\n"
        "    )\n"
    )
    assert changes(tmp_path, source) == [
        "2 call dropped: `self.action(play_type='noon', cost=ability.costs.boot_sel...`",
        "2 requirement lifted: `cost=` dropped from `self.action(play_type='noon', cost=ability.costs.boot_sel...`",
        "2 requirement lifted: `condition=` dropped from `self.action(play_type='noon', cost=ability.costs.boot_sel...`",
        "2 setting changed: `play_type='noon'` → `play_type='shootout'`",
        "2 setting changed: `repeat=True` → `repeat=False`",
        "7 target widened: `controller=` dropped from `Target(controller='opponent', choose=False)`",
        "7 setting changed: `choose=False` → `choose=True`",
    ]


def test_durations_change_to_one_that_takes_the_same_keywords(tmp_path: Path) -> None:
    source = (
        "def handler(self, context):\n"
        "    self.until_end_of_shootout_round(context, effect=e, match=dude)\n"
        "    self.until_end_of_shootout_round(context, effect=e, targets_players=True)\n"
        "    self.apply_ability_effect(context, effect=e, match=dude)\n"
        "    self.apply_ability_effect(context, effect=e, card_condition=self.away)\n"
    )
    assert [c for c in changes(tmp_path, source) if "duration" in c] == [
        "2 duration changed: `until_end_of_shootout_round` → `until_end_of_shootout`",
        "3 duration changed: `until_end_of_shootout_round` → `until_end_of_shootout`",
        "4 duration changed: `apply_ability_effect` → `until_end_of_shootout_round`",
        "5 duration changed: `apply_ability_effect` → `until_end_of_day`",
    ]


def test_each_and_highest_are_read_the_other_way(tmp_path: Path) -> None:
    """Takin' Ya With Me: "each dude ... higher bullets than the highest bullets"."""
    assert [str(m).split(" ", 1)[1] for m in mutants(ROOT / "cards/dtr/takin_ya_with_me.py", ROOT)] == [
        "call dropped: `self.reaction(when={'onTakenCasualties': self.you_took_ca...`",
        "call swapped: `max(...)` → `min(...)`",
        "condition flipped: `all((dude.bullets > highest for dude in shootout.posse(op...` → "
        "`not all((dude.bullets > highest for dude in shootout.poss...`",
        "call swapped: `all(...)` → `any(...)`",
        "condition flipped: `dude.bullets > highest` → `dude.bullets <= highest`",
        "boundary shifted: `dude.bullets > highest` → `dude.bullets >= highest`",
        "direction dropped: `dude.bullets > highest` → `dude.bullets != highest`",
        "call dropped: `self.game.log.add(\"{0}'s posse all have higher bullets th...`",
        "call dropped: `add_casualties(self.game, opponent, 1)`",
        "constant 1 → 2",
        "constant 1 → 0",
        "call dropped: `self.game.log.add('{0} makes {1} take 1 casualty', contex...`",
    ]


def test_the_first_operators_alone_give_the_mutants_made_before_the_new_ones(tmp_path: Path) -> None:
    script = ROOT / "cards/dtr/takin_ya_with_me.py"
    first = [m.change for m in mutants(script, ROOT, kinds=first_operators)]
    assert len(first) == 8 and not [
        c for c in first if c.startswith(("call swapped", "boundary", "direction"))
    ]
