"""`gomorra cards NAME`: look a card up, with every printed stat and whether it is scripted.

A rules expert building a board needs what is printed on the card (bullets, stud or draw,
influence, upkeep, production, control points, faction...) and which printing the engine
implements; this command shows both, so nobody has to read `cards/data/cards.json`.
"""

from __future__ import annotations

from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from cards import card_db
from cards.card import CardData
from cards.errors import AmbiguousCardError, UnknownCardError
from cards.scripts import script_registry

#: dtdb gang codes as the cards print them.
FACTIONS = {
    "lawdogs": "Law Dogs",
    "outlaws": "Outlaws",
    "anarchists": "108 Righteous Bandits",
    "entrepreneurs": "Morgan Cattle Co.",
    "fearmongers": "The Fourth Ring",
    "1stpeoples": "First Peoples",
}

#: The stats each card type prints, in the order the card shows them.
STATS_BY_TYPE: dict[str, tuple[str, ...]] = {
    "dude": ("value", "cost", "bullets", "shooter", "influence", "upkeep", "control", "production"),
    "deed": ("value", "cost", "production", "control", "influence", "upkeep"),
    "goods": ("value", "cost", "bullet bonus", "influence", "upkeep", "control", "production"),
    "spell": ("value", "cost", "bullet bonus", "influence", "upkeep", "control"),
    "action": ("value", "cost"),
    "outfit": ("wealth", "production"),
    "legend": ("wealth", "production"),
    "joker": (),
}

#: Stats shown even when zero (a zero there is information: a 0-bullet dude, a free card);
#: the others are shown only when the card prints them.
ALWAYS_SHOWN = {"value", "cost", "wealth"}
ALWAYS_SHOWN_FOR_DUDES = {"bullets", "influence", "upkeep"}


def faction(card: CardData) -> str:
    """The card's faction(s) as printed, or "Drifter" for a neutral card."""
    if not card.gangs:
        return FACTIONS.get(card.gang or "", "Drifter")
    return " / ".join(FACTIONS.get(gang, gang) for gang in card.gangs)


def stat(card: CardData, name: str) -> str | None:
    """One printed stat as shown to a reader, or None when the card does not print it."""
    values: dict[str, object] = {
        "value": f"{card.value}{card.suit or ''}" if card.value else None,
        "cost": card.cost,
        "bullets": card.bullets,
        "shooter": card.shooter,
        "bullet bonus": f"+{card.bullet_bonus}" if card.bullet_bonus else None,
        "influence": card.influence,
        "upkeep": card.upkeep,
        "control": card.control,
        "production": card.production,
        "wealth": card.wealth,
    }
    value = values[name]
    shown_at_zero = ALWAYS_SHOWN | (ALWAYS_SHOWN_FOR_DUDES if card.type == "dude" else set())
    if value is None or (value == 0 and name not in shown_at_zero):
        return None
    return str(value)


def facts(card: CardData) -> list[tuple[str, str]]:
    """(label, text) rows for every printed fact of `card`."""
    rows = [("type", card.type), ("faction", faction(card))]
    for name in STATS_BY_TYPE.get(card.type, ()):
        value = stat(card, name)
        if value is not None:
            rows.append((name, value))
    if card.keywords:
        rows.append(("keywords", " • ".join(card.keywords)))
    if card.skills:
        rows.append(("skills", ", ".join(f"{name} {rating}" for name, rating in card.skills.items())))
    if card.kung_fu is not None:
        rows.append(("kung fu", str(card.kung_fu)))
    if card.difficulty is not None:
        rows.append(("difficulty", str(card.difficulty)))
    if card.text:
        rows.append(("text", card.text))
    return rows


def implementation(card: CardData, *, short: bool = False) -> str:
    """Whether this printing works in the engine, and how."""
    script = script_registry().get(card.code)
    if script is not None:
        if script.code != card.code:
            original = card_db().by_code(script.code)
            if card.text != original.text:
                return (
                    f"shares {script.code}'s script (reworded)"
                    if short
                    else f"scripted: shares the script of {original.label} (reworded; its own feature "
                    "proves it behaves the same)"
                )
            return (
                f"shares {script.code}'s script"
                if short
                else f"scripted: shares the script of {original.label} (same text)"
            )
        return "scripted" if short else f"scripted: {script.__module__}.{script.__name__}"
    if card.text and card.type != "joker":
        return "not implemented" if short else "not implemented: its abilities have no script yet"
    return "needs no script" if short else "needs no script (no abilities)"


def show_card(console: Console, card: CardData) -> None:
    console.print(f"[bold]{card.title}[/bold] ({card.code}, {card.pack_name})", highlight=False)
    table = Table(show_header=False, box=None, padding=(0, 2))
    for label, text in facts(card):
        table.add_row(label, text)
    table.add_row("status", implementation(card))
    console.print(table)
    printings = card_db().printings(card.title)
    if len(printings) > 1:
        reprints = Table("code", "printing", "text", "status", title="printings")
        for printing in printings:
            same = "same text" if printing.text == card.text else "reworded"
            reprints.add_row(printing.code, printing.label, same, implementation(printing, short=True))
        console.print(reprints)
    show_rulings(console, [p.code for p in printings], Path.cwd())


def show_rulings(console: Console, codes: list[str], root: Path) -> None:
    """The card's rulings (docs/rulings.md) beside the scenarios that prove them: the
    reading a rules expert can cite, and where to see it played."""
    from harness.rulings import card_rulings, ruling_tags

    rulings = card_rulings(root, codes)
    if not rulings:
        return
    features = root / "features"
    proofs = ruling_tags(
        [features.relative_to(Path.cwd()) if features.is_relative_to(Path.cwd()) else features]
    )
    console.print("[bold]rulings[/bold] (docs/rulings.md)", highlight=False)
    for ruling in rulings:
        console.print(f"  [bold]{ruling.id}[/bold] ({ruling.code})", highlight=False)
        for part in ("Question", "Reading", "Basis"):
            console.print(f"    {part}. {ruling.parts.get(part, '')}", highlight=False)
        where = ", ".join(proofs.get(ruling.id, [])) or "[red]no scenario yet[/red]"
        console.print(f"    Proven by: {where}", highlight=False)


def show_pack(console: Console, pack: str, records: Path | None) -> None:
    """Every printing of `pack` (its code in any case: `DTR`, `dtr`) with its script, its
    proof status and how many of its printed abilities are proven — a tagged scenario
    fails once the ability is removed (the rules ledger's reading)."""
    from harness.rules_coverage.denominators import card_entries
    from harness.rules_coverage.gate import pack_code
    from harness.rules_coverage.ledger import build_ledger, read_strength
    from harness.rules_coverage.removal import features_of, prove
    from harness.rules_coverage.run import run_features
    from harness.rules_coverage.trace import read_records

    packs = {card.pack for card in card_db().all()}
    pack = pack_code(pack)
    if pack not in packs:
        raise click.UsageError(f"No pack {pack!r}; packs: {', '.join(sorted(packs))}")
    if records is None:
        console.print("Running the features to prove the pack (--records FILE reads a run instead)...")
        found, _report = run_features([Path("features")])
    else:
        found = read_records(records)
    entries = [e for e in card_entries() if e.data.pack == pack]
    removal = prove(entries, features_of(found, Path.cwd()), cache=Path("reports") / "removal-cache.json")
    ledger = build_ledger(
        found, strength=read_strength(Path("reports") / "strength.json"), proofs=removal.proofs
    )
    table = Table("code", "title", "type", "script", "proof", "abilities", "strength", title=pack)
    for status in ledger.pack_cards(pack):
        card = status.entry.data
        proven = sum(a.proven for a in status.abilities)
        strength = status.strength
        killed = f"{strength['killed']}/{strength['mutants']}" if strength else ""
        table.add_row(
            card.code,
            card.title,
            card.type,
            implementation(card, short=True),
            status.status,
            f"{proven}/{len(status.abilities)}",
            killed,
        )
    console.print(table)
    counts: dict[str, int] = {}
    for status in ledger.pack_cards(pack):
        counts[status.status] = counts.get(status.status, 0) + 1
    console.print(", ".join(f"{n} {name}" for name, n in counts.items()))
    console.print(f"ability coverage: {ledger.pack_abilities_percent(pack):.2f}%")


@click.command(name="cards")
@click.argument("name", required=False, default="")
@click.option(
    "--search", is_flag=True, help="List every card whose title, keywords or printed text contain NAME."
)
@click.option("--scripted", is_flag=True, help="List every card that has a script.")
@click.option(
    "--pack",
    metavar="CODE",
    help="List every printing of a pack (e.g. DTR) with its status and ability coverage.",
)
@click.option(
    "--records",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="With --pack: read scenario records (--rules-records) instead of running the features.",
)
def command(name: str, search: bool, scripted: bool, pack: str | None, records: Path | None) -> None:
    """Show a card (by title, "Title (Pack)" or code): every printed stat and its status."""
    db = card_db()
    scripts = script_registry()
    console = Console()
    if pack is not None:
        show_pack(console, pack, records)
        return
    if scripted:
        table = Table("code", "title", "pack", "script")
        for code, script_class in sorted(scripts.items()):
            card = db.by_code(code)
            table.add_row(card.code, card.title, card.pack_name, script_class.__module__)
        console.print(table)
        console.print(f"{len(scripts)} printings scripted")
        return
    if not name:
        raise click.UsageError("Name a card, or use --scripted or --pack CODE")
    if search:
        table = Table("code", "title", "type", "pack", "scripted", "matches in")
        found = db.search_everywhere(name)
        for card, where in found:
            table.add_row(
                card.code, card.title, card.type, card.pack_name, "yes" if card.code in scripts else "", where
            )
        console.print(table)
        console.print(f"{len(found)} cards")
        return
    try:
        card = db.find(name)
    except (UnknownCardError, AmbiguousCardError) as error:
        raise click.ClickException(str(error)) from None
    show_card(console, card)
