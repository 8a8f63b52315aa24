"""The rules ledger: every item of the denominators with the passing scenarios that prove it.

An item is *exercised* when a passing scenario's trace contains it. A card ability is
*used* when a passing scenario tagged for its card (`@card:01035`) exercised it, and
*proven* only when a scenario tagged for its card fails once the ability's effect is
removed (`removal.py`): the ledger names that scenario (file:line). An ability used but
whose removal no scenario notices is "used, not proven" — its scenarios would pass with
the card doing nothing. A rule is *asserted* when a passing scenario tagged
`@rule:<id>` exercised it. Separately, an ability or rule is *reached by fuzzing* when the last `gomorra fuzz`
campaign traced it (reports/fuzz-reached.json): the invariants held there, but nothing
asserted its outcome, so it never counts as proof.
A card with no printed ability is proven by a passing scenario that has it in play.
Failing and skipped scenarios count for nothing. Reprints with the same text share
their first printing's proofs (they share its script); a reworded reprint is proven by
scenarios tagged with its own code only. Card status is derived: scripted and proven,
used but not proven, scripted but not proven, needs no script, or not implemented.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from harness.rules_coverage.denominators import (
    DIMENSIONS,
    IN_PLAY,
    AbilityItem,
    CardEntry,
    card_entries,
    dimension_items,
    proof_code,
)
from harness.rules_coverage.removal import Proofs, Removal
from harness.rules_coverage.trace import ScenarioRecord

PROVEN = "scripted and proven"
#: A card (or ability) whose tagged scenarios use it but would pass with it removed.
USED = "used, not proven"
UNPROVEN = "scripted, not proven"
NO_SCRIPT = "needs no script"
MISSING = "not implemented"

#: An ability's status, from the best down.
ABILITY_PROVEN = "proven"
ABILITY_EXERCISED = "exercised, not proven"
ABILITY_UNUSED = "not exercised"


@dataclass
class AbilityStatus:
    item: AbilityItem
    exercised: list[str] = field(default_factory=list)
    #: Passing scenarios tagged for its card that exercised it.
    used: list[str] = field(default_factory=list)
    #: The scenario (file:line) that fails once the ability's effect is removed.
    proven_by: str | None = None
    #: Times the last fuzzing campaign resolved it (None: no campaign report).
    fuzzed: int | None = None

    @property
    def proven(self) -> bool:
        return self.proven_by is not None

    @property
    def status(self) -> str:
        if self.proven:
            return ABILITY_PROVEN
        if self.used:
            return USED
        return ABILITY_EXERCISED if self.exercised else ABILITY_UNUSED


@dataclass
class CardStatus:
    entry: CardEntry
    abilities: list[AbilityStatus]
    strength: dict[str, Any] | None = None

    @property
    def code(self) -> str:
        return self.entry.data.code

    @property
    def proven(self) -> bool:
        return all(a.proven for a in self.abilities)

    @property
    def status(self) -> str:
        if not self.entry.needs_script:
            return NO_SCRIPT
        if not self.entry.scripted:
            return MISSING
        if self.proven:
            return PROVEN
        return USED if all(a.proven or a.used for a in self.abilities) else UNPROVEN


@dataclass
class ItemStatus:
    """A rule, event type, effect type, play window or duration kind."""

    kind: str
    id: str
    exercised: list[str] = field(default_factory=list)
    asserted: list[str] = field(default_factory=list)
    #: Times the last fuzzing campaign traced it (rules only; None: no campaign report).
    fuzzed: int | None = None


def percent(part: int, whole: int) -> float:
    return round(100.0 * part / whole, 2) if whole else 100.0


@dataclass
class Ledger:
    cards: list[CardStatus]
    items: dict[str, list[ItemStatus]]
    scenarios: int
    passed: int
    strength: dict[str, dict[str, Any]] | None = None
    #: Whether the removal pass ran: without it no ability is proven, only used.
    removal_measured: bool = True

    # -- figures --------------------------------------------------------------------
    @property
    def abilities(self) -> list[AbilityStatus]:
        return [a for card in self.cards for a in card.abilities]

    @property
    def cards_percent(self) -> float:
        return percent(sum(c.proven for c in self.cards), len(self.cards))

    @property
    def abilities_percent(self) -> float:
        abilities = self.abilities
        return percent(sum(a.proven for a in abilities), len(abilities))

    @property
    def rules_percent(self) -> float:
        rules = self.items["rule"]
        return percent(sum(bool(r.asserted) for r in rules), len(rules))

    def pack_cards(self, pack: str) -> list[CardStatus]:
        """The printings of one pack (its dtdb code, e.g. "DTR"), in database order."""
        return [c for c in self.cards if c.entry.data.pack == pack]

    def packs(self) -> list[str]:
        """Every pack code, in database order."""
        return list(dict.fromkeys(c.entry.data.pack for c in self.cards))

    def pack_abilities_percent(self, pack: str) -> float:
        """Of the pack's printed abilities (a card printing none counts once, proven in
        play), how many are proven: a tagged scenario fails without them."""
        abilities = [a for card in self.pack_cards(pack) for a in card.abilities]
        return percent(sum(a.proven for a in abilities), len(abilities))

    def exercised_percent(self, kind: str) -> float:
        items = self.items[kind]
        return percent(sum(bool(i.exercised) for i in items), len(items))

    @property
    def strength_percent(self) -> float | None:
        """Mutants killed over mutants made, over every card measured; None if unmeasured."""
        if not self.strength:
            return None
        mutants = sum(int(s.get("mutants", 0)) for s in self.strength.values())
        killed = sum(int(s.get("killed", 0)) for s in self.strength.values())
        return percent(killed, mutants)

    def status_counts(self) -> dict[str, int]:
        counts = dict.fromkeys((PROVEN, USED, UNPROVEN, NO_SCRIPT, MISSING), 0)
        for card in self.cards:
            counts[card.status] += 1
        return counts

    def summary(self) -> dict[str, Any]:
        return {
            "scenarios": self.scenarios,
            "passed": self.passed,
            "cards": self.cards_percent,
            "cards_proven": sum(c.proven for c in self.cards),
            "cards_total": len(self.cards),
            "abilities": self.abilities_percent,
            "abilities_proven": sum(a.proven for a in self.abilities),
            "abilities_used_not_proven": sum(a.status == USED for a in self.abilities),
            "abilities_total": len(self.abilities),
            "removal_measured": self.removal_measured,
            "rules": self.rules_percent,
            "rules_asserted": sum(bool(r.asserted) for r in self.items["rule"]),
            "rules_exercised": sum(bool(r.exercised) for r in self.items["rule"]),
            "rules_total": len(self.items["rule"]),
            "exercised": {kind: self.exercised_percent(kind) for kind in DIMENSIONS},
            "strength": self.strength_percent,
            "status": self.status_counts(),
            "fuzzed": self.fuzzed_counts(),
        }

    def fuzzed_counts(self) -> dict[str, int] | None:
        """Abilities and rules the last fuzzing campaign reached; None without its report."""
        rules = self.items["rule"]
        if not any(a.fuzzed is not None for a in self.abilities) and all(r.fuzzed is None for r in rules):
            return None
        return {
            "abilities": sum(bool(a.fuzzed) for a in self.abilities),
            "abilities_total": len(self.abilities),
            "rules": sum(bool(r.fuzzed) for r in rules),
            "rules_total": len(rules),
        }

    # -- what is missing ------------------------------------------------------------
    def uncovered_cards(self) -> list[CardStatus]:
        """Unproven printings, the most urgent first: scripted ones, then cards needing
        no script, then unimplemented ones; in database order within each."""
        order = {USED: 0, UNPROVEN: 1, NO_SCRIPT: 2, MISSING: 3}
        unproven = [c for c in self.cards if not c.proven]
        return sorted(unproven, key=lambda c: order.get(c.status, 3))

    def uncovered_rules(self) -> list[ItemStatus]:
        """Rules no tagged passing scenario proves, exercised ones last."""
        missing = [r for r in self.items["rule"] if not r.asserted]
        return sorted(missing, key=lambda r: bool(r.exercised))

    def to_json(self) -> dict[str, Any]:
        return {
            "summary": self.summary(),
            "cards": [
                {
                    "code": c.code,
                    "title": c.entry.data.title,
                    "pack": c.entry.data.pack_name,
                    "status": c.status,
                    "proven": c.proven,
                    "strength": c.strength,
                    "abilities": [
                        {
                            "id": a.item.id,
                            "kind": a.item.kind,
                            "text": a.item.text,
                            "status": a.status,
                            "exercised": a.exercised,
                            "used": a.used,
                            "proven_by": a.proven_by,
                            "fuzzed": a.fuzzed,
                        }
                        for a in c.abilities
                    ],
                }
                for c in self.cards
            ],
            "items": {
                kind: [
                    {"id": i.id, "exercised": i.exercised, "asserted": i.asserted, "fuzzed": i.fuzzed}
                    for i in items
                ]
                for kind, items in self.items.items()
            },
        }


def read_strength(path: Path) -> dict[str, dict[str, Any]] | None:
    """reports/strength.json ({code: {"mutants", "killed", "survivors"}}), if present."""
    if not path.is_file():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected an object of card code → mutation results")
    return {str(code): dict(result) for code, result in data.items()}


def read_fuzzed(path: Path) -> dict[str, dict[str, int]] | None:
    """What the last `gomorra fuzz` reached (reports/fuzz-reached.json, format 1): its
    `abilities` ({code:index: times resolved}) and `rules` ({rule id: times traced})."""
    if not path.is_file():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or data.get("format") != 1:
        raise ValueError(f"{path}: expected a gomorra fuzz report (format 1)")
    return {
        key: {str(k): int(v) for k, v in dict(data.get(key, {})).items()} for key in ("abilities", "rules")
    }


def ability_keys(record: ScenarioRecord, proof: Callable[[str], str]) -> set[str]:
    """The ability items a scenario's trace touches: "code:index" for an ability used,
    "trait:code" and "in_play:code" for a card whose traits applied or that was in play."""
    found = set()
    for entry in record.trace:
        kind, _, value = entry.partition(" ")
        if kind == "ability":
            code, _, index = value.partition(":")
            found.add(f"{proof(code)}:{index}")
        elif kind in ("trait", "in_play"):
            found.add(f"{kind}:{proof(value)}")
    return found


def build_ledger(
    records: Iterable[ScenarioRecord],
    *,
    entries: list[CardEntry] | None = None,
    items: dict[str, list[str]] | None = None,
    strength: dict[str, dict[str, Any]] | None = None,
    fuzzed: dict[str, dict[str, int]] | None = None,
    proofs: Proofs | None = None,
) -> Ledger:
    """Match the scenario records against the denominators; `proofs` is what the removal
    pass found (`removal.prove`): without it, abilities are at most used, never proven."""
    entries = card_entries() if entries is None else entries
    items = dimension_items() if items is None else items
    all_records = list(records)
    passing = sorted((r for r in all_records if r.passed), key=lambda r: (r.feature, r.line, r.nodeid))
    proof = proof_code  # a trace names the printing played; its abilities are proven under this

    def keys(record: ScenarioRecord) -> set[str]:
        return ability_keys(record, proof)

    # One string per scenario for where it is written, shared by every list naming it: a
    # long run's ledger names each scenario in dozens of lists.
    where = [sys.intern(r.where) for r in passing]
    tagged_cards = [{proof(c) for c in r.tagged("card")} for r in passing]
    # Which passing scenarios traced each ability key, and each trace entry: every item
    # below looks its keys up here instead of testing every record (items x records would
    # grow with the pool squared).
    by_key: dict[str, list[int]] = {}
    for n, record in enumerate(passing):
        for found in keys(record):
            by_key.setdefault(found, []).append(n)
    fuzzed_keys: dict[str, int] = {}
    for key, count in (fuzzed or {}).get("abilities", {}).items():
        code, _, index = key.partition(":")
        fuzzed_keys[f"{proof(code)}:{index}"] = fuzzed_keys.get(f"{proof(code)}:{index}", 0) + count
    cards = []
    for entry in entries:
        statuses = []
        for item in entry.abilities:
            status = AbilityStatus(item)
            if fuzzed is not None:
                status.fuzzed = sum(fuzzed_keys.get(key, 0) for key in item.keys)
            for n in sorted({n for key in item.keys for n in by_key.get(key, ())}):
                status.exercised.append(where[n])
                if item.kind == IN_PLAY or item.proof_code in tagged_cards[n]:
                    status.used.append(where[n])
            if item.kind == IN_PLAY:  # nothing to remove: being in play is its whole text
                status.proven_by = next(iter(status.used), None)
            elif proofs is not None:
                status.proven_by = proofs.get(Removal(item.proof_code, item.keys))
            statuses.append(status)
        card_strength = strength.get(entry.data.code) if strength else None
        cards.append(CardStatus(entry, statuses, card_strength))

    # The trace keys the items below look up, each with the passing scenarios that traced
    # it; a run's other trace entries are never indexed.
    def traced_keys(kind: str, item_id: str) -> set[str]:
        return {f"{kind} {item_id}"} | ({f"refusal {item_id}"} if kind == "rule" else set())

    wanted = {key for kind, ids in items.items() for item_id in ids for key in traced_keys(kind, item_id)}
    by_entry: dict[str, list[int]] = {}
    for n, record in enumerate(passing):
        for traced_key in record.trace:
            if traced_key in wanted:
                by_entry.setdefault(traced_key, []).append(n)
    dims: dict[str, list[ItemStatus]] = {}
    for kind, ids in items.items():
        dims[kind] = []
        for item_id in ids:
            item_status = ItemStatus(kind, item_id)
            if fuzzed is not None and kind == "rule":
                item_status.fuzzed = fuzzed["rules"].get(item_id, 0)
            traced = traced_keys(kind, item_id)
            for n in sorted({n for key in traced for n in by_entry.get(key, ())}):
                record = passing[n]
                item_status.exercised.append(where[n])
                if kind == "rule" and item_id in record.tagged("rule"):
                    item_status.asserted.append(where[n])
            dims[kind].append(item_status)
    return Ledger(cards, dims, len(all_records), len(passing), strength, proofs is not None)
