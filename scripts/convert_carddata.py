"""Convert the dtdb card dump into the project's own data files under ``cards/data/``.

Run by hand whenever the upstream dump changes::

    python scripts/convert_carddata.py [--source ../shared/carddata] [--output cards/data]

Why a converter instead of reading the dump directly: the dump lives outside the
repository (CI and users do not have it), its schema is camelCase with stringly-typed
values (``"Spades7"``, ``"Diams"``, ``"Huckster 1 • Harrowed"``) and its pack list is
authoritative only in ``dtr-packs.json``. The converter normalises all of that once, so
the runtime loader in ``cards/database.py`` stays a cheap, dependency-free reader.

Output is deterministic (same input ⇒ byte-identical files): records are sorted by code,
keys are emitted in a fixed order and one record is written per line so diffs stay
readable. The script fails loudly on data it does not understand rather than guessing.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SOURCE = REPO_ROOT / ".." / "shared" / "carddata"
DEFAULT_OUTPUT = REPO_ROOT / "cards" / "data"

#: The promo pack has no cycle; it sorts after every real release.
PROMO_PACK = "alt"
SUIT_LETTERS = {"Spades": "S", "Hearts": "H", "Diams": "D", "Clubs": "C"}
SHOOTERS = {"": None, "Stud": "stud", "Draw": "draw", "Bonus": "bonus"}
NEUTRAL_GANG = "neutral"

#: dtdb separates keywords with "•"; a few later cards use "*" instead.
_KEYWORD_SEPARATOR = re.compile(r"\s*[•*]\s*")
#: Gang/outfit icons are <img title="The Fourth Ring">; plain text keeps the title.
_IMG_TAG = re.compile(r"<img\b[^>]*?\btitle=\"([^\"]*)\"[^>]*>", re.IGNORECASE)
_ANY_TAG = re.compile(r"<[^>]+>")
_VALUE = re.compile(r"(Spades|Hearts|Diams|Clubs)(\d+)")


class DataError(ValueError):
    """The source dump contains something this converter does not understand."""


def _read_json(path: Path) -> Any:
    with path.open(encoding="utf-8") as handle:
        return json.load(handle)


def _html_text(raw: str) -> str:
    """dtdb text with line endings normalised (the dump mixes CRLF and LF)."""
    return raw.replace("\r\n", "\n").replace("\r", "\n").strip()


def _plain_text(text_html: str) -> str:
    """Text with tags removed; ``<b>Noon, Boot:</b>`` stays readable as ``Noon, Boot:``."""
    text = _IMG_TAG.sub(lambda match: match.group(1), text_html)
    text = html.unescape(_ANY_TAG.sub("", text))
    return text.replace("\xa0", " ")


def _keywords(raw: str) -> list[str]:
    return [part for part in _KEYWORD_SEPARATOR.split(raw.strip()) if part]


def _gangs(card: Mapping[str, Any]) -> list[str]:
    """All gang affiliations; neutral cards have none. One card lists two gangs."""
    raw = card["gang_code"]
    codes = raw if isinstance(raw, list) else [raw]
    return [code for code in codes if code and code != NEUTRAL_GANG]


def _value_and_suit(card: Mapping[str, Any]) -> tuple[int | None, str | None]:
    raw_value, rank, suit = card["value"], card["rank"], card["suit"]
    if not raw_value and rank is None and suit is None:
        return None, None
    match = _VALUE.fullmatch(raw_value or "")
    if match is None or match.group(1) != suit or int(match.group(2)) != rank:
        raise DataError(f"{card['code']}: inconsistent value {raw_value!r} / rank {rank!r} / suit {suit!r}")
    return int(rank), SUIT_LETTERS[suit]


def _shooter(card: Mapping[str, Any]) -> str | None:
    try:
        return SHOOTERS[card["shooter"]]
    except KeyError:
        raise DataError(f"{card['code']}: unknown shooter {card['shooter']!r}") from None


def convert_card(card: Mapping[str, Any], pack_names: Mapping[str, str]) -> dict[str, Any]:
    """One dtdb card → one normalised record (the schema ``cards/database.py`` reads)."""
    if card["pack_code"] not in pack_names:
        raise DataError(f"{card['code']}: pack {card['pack_code']!r} is not in dtr-packs.json")
    value, suit = _value_and_suit(card)
    gangs = _gangs(card)
    text_html = _html_text(card["text"])
    return {
        "code": card["code"],
        "title": card["title"].strip(),
        "type": card["type_code"],
        "gang": gangs[0] if gangs else None,
        "gangs": gangs,
        "pack": card["pack_code"],
        "pack_name": pack_names[card["pack_code"]],
        "number": card["number"],
        "value": value,
        "suit": suit,
        "cost": card["cost"],
        "upkeep": card["upkeep"],
        "production": card["production"],
        "control": card["control"],
        "bullets": card["bullets"],
        "shooter": _shooter(card),
        "influence": card["influence"],
        "wealth": card["wealth"],
        "keywords": _keywords(card["keywords"]),
        "text": _plain_text(text_html),
        "text_html": text_html,
        "quantity": card["quantity"],
    }


def convert_packs(packs: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Packs in release order: by cycle then number, the promo pack last."""

    def order(pack: Mapping[str, Any]) -> tuple[bool, int, int]:
        return (pack["code"] == PROMO_PACK, pack["cyclenumber"], pack["number"])

    return [
        {
            "code": pack["code"],
            "name": pack["name"],
            "cycle": pack["cyclenumber"],
            "number": pack["number"],
            "released": pack["available"] or None,
        }
        for pack in sorted(packs, key=order)
    ]


def _snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower()


def _snake_keys(data: Any) -> Any:
    if isinstance(data, dict):
        return {_snake(key): _snake_keys(value) for key, value in data.items()}
    if isinstance(data, list):
        return [_snake_keys(item) for item in data]
    return data


def convert_restricted(lists: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The restricted/banned lists with snake_case keys and an explicit ``default`` flag."""
    converted = []
    for entry in lists:
        record = _snake_keys({key: value for key, value in entry.items() if key != "default"})
        converted.append({**record, "default": bool(entry.get("default", False))})
    return converted


def convert_decks(decks: Iterable[Mapping[str, Any]], known_codes: set[str]) -> list[dict[str, Any]]:
    """Starter decks reduced to codes, counts and the starting-gang flag."""
    converted = []
    for deck in decks:
        legend = deck.get("legend")
        record = {
            "id": deck["standaloneDeckId"],
            "name": deck["name"],
            "outfit": deck["outfit"]["code"],
            "legend": legend["code"] if legend else None,
            "cards": [
                {"code": entry["card"]["code"], "count": entry["count"], "starting": bool(entry["starting"])}
                for entry in deck["drawCards"]
            ],
        }
        codes = [record["outfit"], record["legend"], *(entry["code"] for entry in record["cards"])]
        missing = sorted(code for code in codes if code is not None and code not in known_codes)
        if missing:
            raise DataError(f"deck {deck['name']!r} uses unknown card codes {missing}")
        converted.append(record)
    return converted


def load_cards(source: Path, pack_names: Mapping[str, str]) -> list[dict[str, Any]]:
    records = [
        convert_card(card, pack_names)
        for pack_file in sorted((source / "packs").glob("*.json"))
        for card in _read_json(pack_file)["cards"]
    ]
    records.sort(key=lambda record: record["code"])
    duplicates = sorted(code for code, n in Counter(record["code"] for record in records).items() if n > 1)
    if duplicates:
        raise DataError(f"duplicate card codes {duplicates}")
    return records


def dump_json_lines(records: list[dict[str, Any]]) -> str:
    """A JSON list with one compact record per line: small, stable and diff-friendly."""
    lines = [json.dumps(record, ensure_ascii=False, separators=(",", ":")) for record in records]
    return "[\n" + ",\n".join(lines) + "\n]\n"


def convert(source: Path, output: Path) -> dict[str, int]:
    """Convert everything; returns how many records went into each output file."""
    packs = convert_packs(_read_json(source / "dtr-packs.json"))
    cards = load_cards(source, {pack["code"]: pack["name"] for pack in packs})
    outputs = {
        "cards.json": cards,
        "packs.json": packs,
        "restricted.json": convert_restricted(_read_json(source / "restricted-list.json")),
        "decks.json": convert_decks(
            _read_json(source / "standalone-decks.json"), {card["code"] for card in cards}
        ),
    }
    output.mkdir(parents=True, exist_ok=True)
    for name, records in outputs.items():
        (output / name).write_text(dump_json_lines(records), encoding="utf-8", newline="\n")
    return {name: len(records) for name, records in outputs.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE, help="dtdb dump folder")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT, help="where to write the data files")
    args = parser.parse_args(argv)
    if not (args.source / "dtr-packs.json").is_file():
        parser.error(f"{args.source} does not look like the dtdb card data folder")
    try:
        counts = convert(args.source, args.output)
    except DataError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    for name, count in counts.items():
        print(f"{args.output / name}: {count} records")
    return 0


if __name__ == "__main__":
    sys.exit(main())
