"""What the rules ledger counts: every item a proof could cover, derived from code and data.

Nothing here is kept by hand. Card abilities come from each printing's printed text
(`printed.py`) and, for scripted cards, from the script's declared abilities; rules
from `engine/rules.py`; event types from the `emit("...")` calls in the engine and the
card scripts; effect types from the effect catalogue; play windows from the play types'
windows; durations from the `Duration` enum. A new rule id, card script or event name
grows the denominator by itself.
"""

from __future__ import annotations

import ast
import inspect
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import engine
from cards.card import CardData
from cards.database import card_db
from cards.errors import UnknownCardError
from cards.scripts import script_lookup, script_registry
from engine.abilities import PLAY_WINDOWS, ActionAbility, CardAbility, Reaction
from engine.dsl import EffectCatalogue
from engine.effects import Duration, EffectSpec, effect_type
from engine.jobs import JobAbility
from engine.kung_fu import TechniqueAbility
from engine.rules import RULES
from engine.spells import SpellAbility, SpellReaction
from harness.rules_coverage.printed import card_abilities

if TYPE_CHECKING:
    from engine.game import Game

#: The item kinds other than card abilities, each a dimension of the ledger.
DIMENSIONS = ("rule", "event", "effect", "window", "duration")
#: The ability kind of a card with no printed ability: proven by being in play.
IN_PLAY = "in play"


@dataclass(frozen=True, slots=True)
class AbilityItem:
    """One printed ability of one printing, and the trace keys that exercise it.

    `proof_code` is the first printing with the same title and text: reprints share a
    script (cards/scripts.py), so they share the scenarios that prove it."""

    code: str
    number: int
    kind: str
    text: str
    proof_code: str
    keys: frozenset[str] = field(default_factory=frozenset)

    @property
    def id(self) -> str:
        return f"{self.code}:{self.number}"


@dataclass(frozen=True, slots=True)
class CardEntry:
    """A printing and its printed abilities (one `in play` item if it prints none)."""

    data: CardData
    scripted: bool
    abilities: tuple[AbilityItem, ...]

    @property
    def needs_script(self) -> bool:
        return any(a.kind != IN_PLAY for a in self.abilities)


def script_kind(ability: CardAbility) -> str:
    """The printed kind an engine ability implements."""
    if isinstance(ability, JobAbility):
        return "job"
    if isinstance(ability, (SpellAbility, SpellReaction)):
        return "spell"
    if isinstance(ability, TechniqueAbility):
        return "technique"
    if isinstance(ability, Reaction):
        return "trait" if ability.trait else "react"
    if isinstance(ability, ActionAbility):
        return ability.play_type.partition(":")[0]
    return "trait"


def _accepts(printed: str, implemented: str) -> bool:
    """A printed "Noon/Shootout:" ability is one declaration of play type "noon/shootout"
    (one ability, offered in either window, `engine.abilities.PLAY_WINDOWS`), or one
    declared for a single window of the two."""
    if printed == "noon/shootout":
        return implemented in ("noon/shootout", "noon/shootout:join", "noon", "shootout")
    return printed == implemented


def script_slots(code: str) -> list[tuple[str, str]]:
    """(kind, trace key) of every ability the script of `code` declares, in order; the
    card's persistent effects are one "trait" slot keyed `trait:<code>`."""
    game = _scratch_game()
    card = game.new_card(game.db.by_code(code), game.players[0])
    slots = [(script_kind(a), f"{code}:{a.index}") for a in card.abilities]
    # A redirect (Tyxarglenak), a cost modifier (engine.costs) and a setup restriction
    # (Harry Exp.1) are traits too.
    # An adjacency link (Surveyor's Office), "can only attach to" and "cannot have <cards>
    # attached" (Mason Adler) are traits as well.
    barred = card.script is not None and card.script.barred_from_starting_gang
    only_attach = card.script is not None and (
        card.script.attaches_to is not None or card.script.refuses_attachment is not None
    )
    enters_booted = card.script is not None and (
        card.script.enters_booted or card.script.enters_at_inventors_location
    )
    # "Ghost Dancers can have one Totem attached" (engine.totems) is one too, and so is
    # "A Huckster can invent this Gadget using their Huckster skill" (Magnum Opus Tenebri).
    carries = card.script is not None and card.script.totems_carried > 0
    invented_with = card.script is not None and card.script.invented_with is not None
    # "A dude cannot have more than one <this card> attached" (engine.attachments) too.
    one_per_dude = card.script is not None and card.script.one_per_dude
    traits = card.persistent_effects or card.redirects or card.cost_modifiers or card.adjacency_links
    if traits or barred or only_attach or enters_booted or carries or invented_with or one_per_dude:
        slots.append(("trait", f"trait:{code}"))
    return slots


@cache
def _scratch_game() -> Game:
    """One empty game to create each scripted card in and read what it declares: a card's
    abilities depend on its script alone, and a game per card was a tenth of a one-feature
    `gomorra verify`."""
    from engine.game import Game

    return Game(seed=0)


def _ability_keys(printed_kinds: list[str], slots: list[tuple[str, str]]) -> list[frozenset[str]]:
    """The trace keys that exercise each printed ability. A prefixed ability takes the
    first free script ability of its kind, in printed order; trait text takes the
    script's traits and whatever script ability is left (trait text that says "you
    may" is scripted as a react)."""
    free = [s for s in slots if s[0] != "trait"]
    keys: list[frozenset[str]] = []
    for kind in printed_kinds:
        if kind == "trait":
            keys.append(frozenset())
            continue
        slot = next((s for s in free if _accepts(kind, s[0])), None)
        if slot is not None:
            free.remove(slot)
        keys.append(frozenset({slot[1]}) if slot is not None else frozenset())
    trait_keys = frozenset(key for k, key in slots if k == "trait") | {key for _k, key in free}
    return [trait_keys if kind == "trait" else k for kind, k in zip(printed_kinds, keys, strict=True)]


def card_entries() -> list[CardEntry]:
    """Every printing with its printed abilities, in database order."""
    return list(_card_entries())


@cache
def _card_entries() -> tuple[CardEntry, ...]:
    script_registry()  # every script at once: cheaper than title by title for the whole pool
    return tuple(card_entry(data.code) for data in card_db().all())


@cache
def proof_code(code: str) -> str:
    """The printing whose abilities `code`'s are proven under: the first printing of its
    title with the same text (a reprint behaving the same), else its own (a code the
    database does not know, a token's, is its own)."""
    db = card_db()
    try:
        data = db.by_code(code)
    except UnknownCardError:
        return code
    return next((p for p in db.printings(data.title) if p.text_html == data.text_html), data).code


@cache
def card_entry(code: str) -> CardEntry:
    """One printing with its printed abilities and the trace keys that exercise each: what
    a run that tags a few cards reads, without working out the whole pool."""
    data = card_db().by_code(code)
    proof = proof_code(code)
    printed = card_abilities(data.type, data.text_html)
    scripted = script_lookup().get(data.code) is not None
    if not printed:
        item = AbilityItem(data.code, 1, IN_PLAY, "", proof, frozenset({f"in_play:{proof}"}))
        return CardEntry(data, scripted, (item,))
    slots = script_slots(proof) if scripted else []
    keys = _ability_keys([p.kind for p in printed], slots)
    items = tuple(
        AbilityItem(data.code, i + 1, p.kind, p.text, proof, k)
        for i, (p, k) in enumerate(zip(printed, keys, strict=True))
    )
    return CardEntry(data, scripted, items)


# -- the other dimensions ------------------------------------------------------------
def rule_ids() -> list[str]:
    return list(RULES)


#: `.emit("name",` or `.emit("name")`: a first argument that is one literal event name (a
#: conditional name, `"a" if x else "b"`, is no literal, as in the syntax tree).
_EMIT = re.compile(r"""\.emit\(\s*(["'])(\w+)\1\s*[,)]""")
#: `would(game, "name", ...)`: an event announced before it happens.
_WOULD = re.compile(r"""\bwould\(\s*\w+\s*,\s*(["'])(\w+)\1\s*[,)]""")


def _emitted_names(folder: Path) -> Iterator[str]:
    """Event names passed as a literal to `.emit(...)`, or announced with `would(game, ...)`
    (engine.replacements), in the Python files of `folder`.

    A text search, not a parse: `gomorra verify` builds the ledger after every run and
    parsing the engine and every card script cost more than the run of one feature.
    tests/test_rules_coverage_denominators.py checks it finds what the syntax tree has."""
    for path in sorted(folder.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for pattern in (_EMIT, _WOULD):
            for _quote, name in pattern.findall(text):
                yield name


def emitted_names_by_syntax(folder: Path) -> Iterator[str]:
    """The same names read from the syntax tree (what the text search must agree with)."""
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            emits = isinstance(func, ast.Attribute) and func.attr == "emit"
            # `would(game, "onX", ...)` announces an event before it happens (engine.replacements).
            announces = isinstance(func, ast.Name) and func.id == "would" and len(node.args) > 1
            first = node.args[1] if announces else node.args[0]
            if (emits or announces) and isinstance(first, ast.Constant) and isinstance(first.value, str):
                yield first.value


def event_folders() -> list[Path]:
    """The engine's folder and the card scripts' folder: where events are emitted."""
    import cards

    return [Path(engine.__file__).parent, Path(cards.__file__).parent]


def event_types() -> list[str]:
    """Every event type the engine or a card script emits."""
    return sorted({name for folder in event_folders() for name in _emitted_names(folder)})


def _sample(parameter: inspect.Parameter) -> Any:
    if parameter.default is not inspect.Parameter.empty:
        return parameter.default
    annotation = str(parameter.annotation)
    if "Callable" in annotation:
        return lambda card: 0
    if annotation == "str":
        return "skill"
    return 1


def effect_types() -> list[str]:
    """Every effect type the catalogue can build ("modify bullets", "flag stud", ...)."""
    found: set[str] = set()
    for name, member in vars(EffectCatalogue).items():
        if name.startswith("_") or not isinstance(member, staticmethod):
            continue
        function: Callable[..., Any] = member.__func__
        parameters = inspect.signature(function).parameters.values()
        # "*ability_types" (a lock's): called with none, the entry builds its every kind.
        positional = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
        arguments = [_sample(p) for p in parameters if p.kind in positional]
        built = function(*arguments)
        for spec in built if isinstance(built, list) else [built]:
            if isinstance(spec, EffectSpec):
                found.add(effect_type(spec))
    return sorted(found)


def play_windows() -> list[str]:
    return sorted({window for windows in PLAY_WINDOWS.values() for window in windows})


def durations() -> list[str]:
    return [str(d) for d in Duration]


def dimension_items() -> dict[str, list[str]]:
    """Every non-card item of the ledger by dimension."""
    return {
        "rule": rule_ids(),
        "event": event_types(),
        "effect": effect_types(),
        "window": play_windows(),
        "duration": durations(),
    }
