"""Finding card scripts: one module per card under a folder per pack (`cards/dtr/`).

Scripts are discovered by importing every module of the pack packages under `cards/`
(never anything a scenario names) and collecting `CardScript` subclasses. A
script also serves every reprint of its card with the same printed text, so a
contributor writes Shotgun once and the promo printing works too.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from functools import cache

from cards.database import card_db, read_data
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


def script_classes() -> list[type[CardScript]]:
    """Every script class, each module imported once."""
    found: list[type[CardScript]] = []
    for package_name in pack_packages():
        package = importlib.import_module(package_name)
        for module_info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
            module = importlib.import_module(f"{package_name}.{module_info.name}")
            for value in vars(module).values():
                is_script = (
                    isinstance(value, type) and issubclass(value, CardScript) and value is not CardScript
                )
                if is_script and value.__module__ == module.__name__:
                    found.append(value)
    return found


@cache
def script_registry() -> dict[str, type[CardScript]]:
    """Card code → script class, including same-text reprints of scripted cards."""
    db = card_db()
    registry: dict[str, type[CardScript]] = {}
    for script in script_classes():
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
