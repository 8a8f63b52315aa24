"""Finding card scripts: one module per card under a folder per pack (`cards/dtr/`),
named after the card's title (`module_name`: "B&B Attorneys" → `b_and_b_attorneys`).

The whole registry (`script_registry`) imports every module of the pack packages under
`cards/` (never anything a scenario names) and collects `CardScript` subclasses. A game
needs only the scripts of its own cards: `script_lookup` finds a code's script by
importing just the modules named after that card's title, so a contributor's one-feature
run does not import the other seven hundred. A script also serves every reprint of its
card with the same printed text, so a contributor writes Shotgun once and the promo
printing works too.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from functools import cache

from cards.database import card_db, read_data
from cards.errors import UnknownCardError
from engine.dsl import CardScript


def pack_folder(pack_code: str) -> str:
    """The package of a pack's scripts, and folder of its features: "DTR" → `dtr`,
    "2T2D" → `pack_2t2d` (a package name cannot start with a digit)."""
    folder = re.sub(r"[^a-z0-9]+", "", pack_code.lower()) or "misc"
    return f"pack_{folder}" if folder[0].isdigit() else folder


def pack_packages() -> list[str]:
    """Every `cards.<pack>` package, in publication order. Found on disk, so a
    contributor's first script of a new pack needs no registration anywhere."""
    import cards

    order = {pack_folder(pack["code"]): i for i, pack in enumerate(read_data("packs.json"))}
    folders = [info.name for info in pkgutil.iter_modules(cards.__path__) if info.ispkg]
    return [f"cards.{name}" for name in sorted(folders, key=lambda name: (order.get(name, len(order)), name))]


#: Leading ordinals are spelled out ("1st Baptist Church" → `first_baptist_church`).
_ORDINALS = {"1st": "first", "2nd": "second", "3rd": "third"}


def module_name(title: str) -> str:
    """How a card's title names its module: "B&B Attorneys" → `b_and_b_attorneys`; accents
    fold to their letter ("Rémy LaPointe" → `remy_lapointe`)."""
    text = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode("ascii")
    text = text.lower().replace("&", " and ").replace("'", "").replace("’", "")
    text = re.sub(r"[^a-z0-9]+", "_", text).strip("_")
    for number, word in _ORDINALS.items():
        if text.startswith(number):
            text = word + text.removeprefix(number)
    return text if text and not text[0].isdigit() else f"card_{text}"


def script_classes() -> list[type[CardScript]]:
    """Every script class, each module imported once."""
    found: list[type[CardScript]] = []
    for package_name in pack_packages():
        package = importlib.import_module(package_name)
        for module_info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
            found += _scripts_of(f"{package_name}.{module_info.name}")
    return found


def _scripts_of(module_path: str) -> list[type[CardScript]]:
    """The script classes a module defines (not those it imports to build on), each
    checked to live in the module named after its card, where `script_lookup` finds it."""
    module = importlib.import_module(module_path)
    found = []
    for value in vars(module).values():
        is_script = isinstance(value, type) and issubclass(value, CardScript) and value is not CardScript
        if is_script and value.__module__ == module.__name__:
            found.append(value)
            if value.code:
                expected = module_name(card_db().by_code(value.code).title)
                if module_path.rpartition(".")[2] != expected:
                    raise TypeError(
                        f"{module_path}.{value.__name__} scripts card {value.code}: "
                        f"move it to a module named {expected}.py in that pack's folder, "
                        "where a game looking for the card finds it"
                    )
    return found


@cache
def script_registry() -> dict[str, type[CardScript]]:
    """Card code → script class, including same-text reprints of scripted cards."""
    return _registered(script_classes())


def _registered(scripts: Iterable[type[CardScript]]) -> dict[str, type[CardScript]]:
    """Card code → script class for `scripts`, in publication order: each script serves its
    own code, its same-text reprints (unless another script claims them) and the reprints
    it names."""
    db = card_db()
    registry: dict[str, type[CardScript]] = {}
    for script in scripts:
        if not script.code:
            raise TypeError(f"{script.__module__}.{script.__name__} has no card code")
        if script.code in registry:
            raise TypeError(
                f"two scripts for card {script.code}: {registry[script.code].__name__} and {script.__name__}"
            )
        original = db.by_code(script.code)
        registry[script.code] = script
        for printing in db.printings(original.title):
            if printing.code != original.code and printing.text == original.text:
                registry.setdefault(printing.code, script)
        for code in script.reprints:
            reprint = db.by_code(code)
            if reprint.title != original.title:
                raise TypeError(
                    f"{script.__module__}.{script.__name__}: reprints names {code} ({reprint.title}), "
                    f"not a printing of {original.title}"
                )
            registry[code] = script
    return registry


def is_scripted(code: str) -> bool:
    return code in script_registry()


class ScriptLookup(Mapping[str, type[CardScript]]):
    """The scripts a game asks for, by code: the whole registry once it is loaded (a long
    run loads it before its processes fork, so they share it), else `find_script`, which
    imports only the card's own modules. Listing or counting it reads the whole registry."""

    def get(self, code: str, default: type[CardScript] | None = None) -> type[CardScript] | None:  # type: ignore[override]
        found = script_registry().get(code) if script_registry.cache_info().currsize else find_script(code)
        return found if found is not None else default

    def __getitem__(self, code: str) -> type[CardScript]:
        found = self.get(code)
        if found is None:
            raise KeyError(code)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(script_registry())

    def __len__(self) -> int:
        return len(script_registry())


@cache
def script_lookup() -> ScriptLookup:
    return ScriptLookup()


def find_script(code: str) -> type[CardScript] | None:
    """`script_registry().get(code)`, importing only the modules named after the card's
    title, in every pack folder that has one (every script lives there: `_scripts_of`
    refuses one that does not). A title's codes are served only by its own scripts, so
    registering them alone gives the whole registry's answer (a test asks every code)."""
    db = card_db()
    try:
        title = db.by_code(code).title
    except UnknownCardError:
        return None
    return _title_scripts(module_name(title)).get(code)


@cache
def _title_scripts(stem: str) -> dict[str, type[CardScript]]:
    """Card code → script for the scripts of the modules called `stem`."""
    return _registered(script for module in _modules_named().get(stem, ()) for script in _scripts_of(module))


@cache
def _modules_named() -> dict[str, list[str]]:
    """Module name → the script modules of that name, pack by pack in publication order:
    read off the folders without importing a script."""
    found: dict[str, list[str]] = {}
    for package_name in pack_packages():
        package = importlib.import_module(package_name)
        for module_info in pkgutil.iter_modules(package.__path__):
            found.setdefault(module_info.name, []).append(f"{package_name}.{module_info.name}")
    return found
