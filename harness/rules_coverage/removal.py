""" "Proven" means a scenario sees the effect: each printed ability's *removed* mutant.

A trace that an ability was used proves nothing: a scenario that plays Ambush and asserts
only the next prompt passes whatever Ambush does. So an ability counts as proven only when
a scenario tagged with its card *fails* once the ability's effect is removed (issue 19),
and the ledger names that scenario (feature file:line).

The removed mutant is made at the DSL level, for every card alike: the card's script class
is subclassed, `setup_abilities` runs as written, then the declarations that implement the
printed ability (the ledger's trace keys for it, `denominators.AbilityItem.keys`) are made
to do nothing. What "nothing" is, per declaration (engine/dsl/):

- an action, a reaction, a trait reaction, a play from hand (`action`, `reaction`,
  `trait_reaction`, `play_from_hand_as`, ...): its handler does nothing;
- a job (`job`): its handler, `on_success`, `on_fail` and `after_home` do nothing, and its posse
  condition is lifted;
- a spell or technique (`spell_action`, `spell_reaction`, `technique_action`): its
  `on_success` and `on_fail` do nothing, and a technique no longer combos;
- the card's traits (`persistent_effect`, `while_attached`, `redirect_choices`,
  `enters_play_booted`, `enters_play_at_inventors_location`, `cannot_be_in_starting_gang`):
  dropped,
  so a granted or constant modifier no longer applies and a restriction is lifted.

What stays: costs, conditions, targets, limits and the ability's message. The ability can
still be played and still logs that it was used; only what it *does* is gone, which is
what a proof must see. (A choice made inside a handler goes too: a scenario that makes it
fails at that step, which counts as noticing; the printed effect includes the choice.)

The scenarios run are those tagged with the printing's code, or with a printing of the
same text (they share one script and one proof); a reworded reprint is proven by its own
feature only, so a Base Set printing is never proven by its reprint's scenarios. They run
in one pytest session over the features (`strength.InProcessRuns`): first unmutated (a
scenario failing already proves nothing), then against each removed mutant, stopping at
the first scenario that fails. Results are cached by content (`removal_cache`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from cards.scripts import script_registry
from engine.abilities import CardAbility
from engine.dsl import AbilityKit, CardScript
from engine.jobs import JobAbility
from engine.kung_fu import TechniqueAbility
from engine.spells import SpellAbility, SpellReaction
from harness.feature_files import display_path, scenario_of
from harness.integrity import card_tags
from harness.rules_coverage.content_cache import ContentCache
from harness.rules_coverage.denominators import IN_PLAY, CardEntry
from harness.rules_coverage.strength import InProcessRuns, serving
from harness.rules_coverage.trace import ScenarioRecord
from harness.suite import selected
from harness.verify import verify

#: The trace key of a card's traits (`trait:<code>`), beside `<code>:<index>` of an ability.
TRAIT = "trait:"


@dataclass(frozen=True)
class Removal:
    """One printed ability removed: the printing whose scenarios may prove it (`proof_code`,
    the first printing of the same text) and the script parts that implement it (the
    ledger's trace keys: `01114:0` for the script's first ability, `trait:01114` for its
    traits). Printed trait paragraphs the script implements together share one removal."""

    proof_code: str
    keys: frozenset[str]

    @property
    def id(self) -> str:
        return " ".join(sorted(self.keys))


#: Per removal, the scenario (feature file:line) that failed without the ability, or None.
Proofs = dict[Removal, str | None]


def removals(entries: Iterable[CardEntry]) -> list[Removal]:
    """The removed mutants the ledger needs: one per printed ability of every scripted
    printing (abilities implemented by the same script parts share one), in order."""
    found: dict[Removal, None] = {}
    for entry in entries:
        if not entry.scripted:
            continue
        for item in entry.abilities:
            if item.kind != IN_PLAY and item.keys:
                found[Removal(item.proof_code, item.keys)] = None
    return list(found)


# -- the removed mutant ---------------------------------------------------------------------
def _does_nothing(*_args: Any) -> None:
    """A handler, success or failure text that does nothing: the removed ability's effect."""


def remove_effect(ability: CardAbility) -> None:
    """Make a declared ability do nothing but be played (see the module's docstring)."""
    ability.handler = _does_nothing
    if isinstance(ability, JobAbility):
        ability.before = None
        ability.on_success = None
        ability.on_fail = None
        ability.after_home = None
        ability.posse_condition = None
    if isinstance(ability, SpellAbility | SpellReaction | TechniqueAbility):
        ability.on_success = None
        ability.on_fail = None
    if isinstance(ability, TechniqueAbility):
        ability.combo = None


def removed_script(script: type[CardScript], keys: frozenset[str]) -> type[CardScript]:
    """`script` with the ability that `keys` name removed: its declarations are made, then
    those implementing the ability do nothing (a trait key drops the card's traits)."""
    indices = {int(key.rpartition(":")[2]) for key in keys if not key.startswith(TRAIT)}
    traits = any(key.startswith(TRAIT) for key in keys)

    def setup_abilities(self: CardScript, ability: AbilityKit) -> None:
        script.setup_abilities(self, ability)
        for declared in self.card.abilities:
            if declared.index in indices:
                remove_effect(declared)
        if traits:
            self.card.persistent_effects.clear()
            self.card.redirects.clear()
            self.card.cost_modifiers.clear()
            self.card.adjacency_links.clear()
            self.barred_from_starting_gang = False
            self.attaches_to = None
            self.refuses_attachment = None
            self.enters_booted = False
            self.totems_carried = 0
            self.invented_with = None
            self.enters_at_inventors_location = False
            self.one_per_dude = False

    name = f"{script.__name__}Removed"
    return type(name, (script,), {"setup_abilities": setup_abilities, "__module__": script.__module__})


# -- running the card's scenarios against each removal ------------------------------------------
@dataclass
class _Group:
    """One printing's removals and the scenarios that may prove them: those tagged with
    its code or a same-text printing's (`codes`)."""

    proof_code: str
    codes: list[str]
    removals: list[Removal]
    files: list[Path] = field(default_factory=list)


class _RemovalRunner(InProcessRuns):
    """The removal session: each printing's tagged scenarios unmutated (the ones failing
    already are left out), then against each of its removed mutants until one fails."""

    def __init__(self, groups: Sequence[_Group], root: Path | None) -> None:
        super().__init__()
        self.groups = groups
        self.root = root
        self.proofs: Proofs = {}
        self.done = False

    def _where(self, item: pytest.Item) -> str:
        found = scenario_of(item)
        assert found is not None
        path = Path(found.file)
        if self.root is not None and path.is_relative_to(self.root.resolve()):
            shown = str(path.relative_to(self.root.resolve()))
        else:
            shown = display_path(path)
        return f"{shown}:{found.line}"

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtestloop(self, session: pytest.Session) -> bool:
        registry = script_registry()
        for group in self.groups:
            items = [i for i in session.items if selected(i, group.codes, [])]
            passing = [i for i in items if self.first_failure([i]) is None]
            script = registry[group.codes[0]]
            for removal in group.removals:
                with serving(group.codes[0], removed_script(script, removal.keys)):
                    killer = self.first_failure(passing)
                self.proofs[removal] = self._where(killer) if killer is not None else None
        self.done = True
        return True


def _groups(wanted: Sequence[Removal], features: Sequence[Path]) -> list[_Group]:
    """The removals by printing, with the feature files holding scenarios tagged for it
    (a printing with none keeps its removals unproven without running anything)."""
    from cards.database import card_db

    db = card_db()
    registry = script_registry()
    tags = card_tags(list(features))
    groups: dict[str, _Group] = {}
    for removal in wanted:
        code = removal.proof_code
        if code not in groups:
            proof = db.by_code(code)
            same_text = {p.code for p in db.printings(proof.title) if p.text_html == proof.text_html}
            codes = sorted(c for c in same_text if c in registry)
            files = sorted({Path(t.file) for c in codes for t in tags.get(c, [])})
            groups[code] = _Group(code, codes, [], files)
        groups[code].removals.append(removal)
    return list(groups.values())


def run_removals(
    wanted: Sequence[Removal], features: Sequence[Path], *, root: Path | None = None, workers: int = 1
) -> Proofs:
    """Run each removal against its printing's scenarios in `features` (files or folders),
    in one in-process pytest session, or with `workers` > 1 in that many sessions at once,
    each in a process of its own running a share of the printings (harness/spread.py);
    per removal, the scenario that noticed it, or None."""
    groups = _groups(wanted, features)
    proofs: Proofs = {r: None for g in groups if not (g.files and g.codes) for r in g.removals}
    measured = [g for g in groups if g.files and g.codes]
    if not measured:
        return proofs
    if workers > 1 and len(measured) > 1:
        from harness.spread import deal, spread

        shares = [
            ([r for g in share for r in g.removals], list(features), root)
            for share in deal(measured, workers)
        ]
        for part in spread(_run_share, shares, workers):
            proofs.update(part)
        return proofs
    runner = _RemovalRunner(measured, root)
    files = sorted({f for g in measured for f in g.files})
    codes = sorted({c for g in measured for c in g.codes})
    verify(files, extra_args=[f"--card={c}" for c in codes], tracebacks=False, plugins=[runner])
    if not runner.done:
        raise RuntimeError("the removal session stopped before running every removal")
    proofs.update(runner.proofs)
    return proofs


# -- the cache --------------------------------------------------------------------------------
def removal_cache(path: Path, root: Path) -> ContentCache:
    """Removal outcomes keyed by content (harness/rules_coverage/content_cache.py): the
    removal, the text of the feature files holding its printing's scenarios, and the
    project's code. Stored in `reports/removal-cache.json` by default."""
    return ContentCache(path, root, "removals")


def _run_share(share: tuple[list[Removal], list[Path], Path | None]) -> Proofs:
    """One process's share of `run_removals` (module level, so that it pickles)."""
    wanted, features, root = share
    return run_removals(wanted, features, root=root)


@dataclass
class RemovalRun:
    """What a removal pass found and what it cost: how many removals ran against their
    scenarios, how many outcomes came from the cache, and the seconds taken."""

    proofs: Proofs
    ran: int
    cached: int
    seconds: float


def prove(
    entries: Iterable[CardEntry],
    features: Sequence[Path],
    *,
    root: Path | None = None,
    cache: Path | None = None,
    only: Callable[[Removal], bool] | None = None,
    workers: int = 1,
) -> RemovalRun:
    """The removal pass the ledger needs: every printed ability of the scripted printings
    in `entries` (or those `only` keeps), run against the scenarios of `features`; the
    outcomes found in `cache` (a JSON file, kept up to date) are not run again; the rest
    run in `workers` processes at once (harness/spread.py)."""
    started = time.perf_counter()
    root = (root or Path.cwd()).resolve()
    wanted = [r for r in removals(entries) if only is None or only(r)]
    store = removal_cache(cache, root) if cache is not None else None
    proofs: Proofs = {}
    groups = {g.proof_code: g for g in _groups(wanted, features)}
    # A printing no scenario of `features` is tagged with is unproven without a run.
    to_run = [r for r in wanted if groups[r.proof_code].files and groups[r.proof_code].codes]
    proofs.update({r: None for r in wanted if r not in set(to_run)})
    keys: dict[Removal, str] = {}
    cached = 0
    if store is not None:
        candidates, to_run = to_run, []
        for removal in candidates:
            keys[removal] = store.key(removal.proof_code, removal.id, files=groups[removal.proof_code].files)
            if keys[removal] in store.entries:
                proofs[removal] = store.entries[keys[removal]]
                cached += 1
            else:
                to_run.append(removal)
    found = run_removals(to_run, features, root=root, workers=workers) if to_run else {}
    proofs.update(found)
    if store is not None and found:
        store.entries.update({keys[r]: where for r, where in found.items()})
        store.write()
    return RemovalRun(proofs, len(to_run), cached, time.perf_counter() - started)


def features_of(records: Iterable[ScenarioRecord], root: Path) -> list[Path]:
    """The feature files of the passing scenarios among `records` (a run's), to run the
    removal pass on: the pass proves what that run used, with the same scenarios."""
    files = {Path(r.feature) for r in records if r.passed}
    return sorted(f if f.is_absolute() else root / f for f in files)
