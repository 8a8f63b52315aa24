"""``CardData``: the printed facts of one card printing, as the rules engine reads them.

This is the immutable *card definition*, shared by every copy of the card in every game;
in-game state (booted, location, bounty...) belongs to the engine, never here. Numeric
stats are plain ints (0 when a card type does not print the stat) so rules code can add
them without None checks; ``value`` and ``suit`` stay optional because outfits, legends
and jokers genuinely have none, and that difference matters to draw hands.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from cards import keywords as kw

#: Types that are unique in play unless marked Non-Unique (rulebook: "Uniqueness").
_UNIQUE_BY_DEFAULT = frozenset({"dude", "deed"})


@dataclass(frozen=True, slots=True)
class CardData:
    """One printing of a card (a reprint in a later pack is a separate ``CardData``)."""

    code: str
    """dtdb identity: 2-digit pack number + 3-digit card number, e.g. ``"01035"``."""
    title: str
    type: str
    """``outfit``, ``dude``, ``deed``, ``goods``, ``spell``, ``action``, ``joker`` or ``legend``."""
    gang: str | None
    """Gang code (``"lawdogs"``...); None for neutral cards. See ``gangs`` for dual-gang cards."""
    gangs: tuple[str, ...]
    pack: str
    """Pack code, e.g. ``"DTR"``."""
    pack_name: str
    value: int | None
    suit: str | None
    """``"S"``, ``"H"``, ``"D"`` or ``"C"``; None for outfits, legends and jokers."""
    cost: int
    upkeep: int
    production: int
    control: int
    bullets: int
    """A dude's printed bullets. Always 0 for goods and spells: see ``bullet_bonus``."""
    bullet_bonus: int
    """The "+N bullets" printed on goods and spells (dtdb's shooter "Bonus")."""
    influence: int
    wealth: int
    shooter: str | None
    """``"stud"`` or ``"draw"`` for dudes; None otherwise."""
    keywords: tuple[str, ...]
    """Printed keywords verbatim, e.g. ``("Huckster 1", "Harrowed")``."""
    skills: Mapping[str, int]
    """Arcane skill ratings keyed by lower-case name: huckster, blessed, shaman, mad scientist."""
    kung_fu: int | None
    difficulty: int | None
    """Invention difficulty of a gadget (from "Difficulty N" or "Gadget N")."""
    experienced: int
    text: str
    """Rules text with markup removed; ability prefixes read like ``"Noon, Boot: ..."``."""
    text_html: str
    quantity: int
    """Copies of this printing in its pack."""
    parsed_keywords: tuple[kw.Keyword, ...] = field(repr=False, compare=False)
    """``keywords`` split into (lower-case name, rating) once, for fast :meth:`has_keyword`."""
    keyword_names: frozenset[str] = field(init=False, repr=False, compare=False)
    """The lower-case names of ``parsed_keywords``: a bare-name test is one set lookup."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "keyword_names", frozenset(base for base, _rating in self.parsed_keywords))

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> CardData:
        """Build from one record of ``cards/data/cards.json`` (see scripts/convert_carddata.py)."""
        keywords = tuple(record["keywords"])
        parsed = kw.parse(keywords)
        is_dude = record["type"] == "dude"
        printed_bullets = record["bullets"] or 0
        return cls(
            code=record["code"],
            title=record["title"],
            type=record["type"],
            gang=record["gang"],
            gangs=tuple(record["gangs"]),
            pack=record["pack"],
            pack_name=record["pack_name"],
            value=record["value"],
            suit=record["suit"],
            cost=record["cost"] or 0,
            upkeep=record["upkeep"] or 0,
            production=record["production"] or 0,
            control=record["control"] or 0,
            bullets=printed_bullets if is_dude else 0,
            bullet_bonus=0 if is_dude else printed_bullets,
            influence=record["influence"] or 0,
            wealth=record["wealth"] or 0,
            shooter=record["shooter"] if record["shooter"] in ("stud", "draw") else None,
            keywords=keywords,
            skills=kw.skills(parsed),
            kung_fu=kw.rating(parsed, "Kung Fu"),
            difficulty=kw.difficulty(parsed),
            experienced=kw.experience(parsed, record["title"]),
            text=record["text"],
            text_html=record["text_html"],
            quantity=record["quantity"],
            parsed_keywords=parsed,
        )

    def has_keyword(self, name: str) -> bool:
        """Case-insensitive keyword test.

        A bare name ignores ratings (``has_keyword("Huckster")`` is true for "Huckster 1");
        a name with a number must match it exactly (``has_keyword("Huckster 2")``).
        """
        wanted, wanted_rating = kw.split_keyword(name)
        if wanted_rating is None:
            return wanted in self.keyword_names
        return any(
            base == wanted and (wanted_rating is None or number == wanted_rating)
            for base, number in self.parsed_keywords
        )

    @property
    def unique(self) -> bool:
        """Dudes and deeds are unique unless Non-Unique; other cards only if keyword Unique.

        Tokens are never unique.
        """
        if self.is_token or self.has_keyword("Non-Unique"):
            return False
        return self.type in _UNIQUE_BY_DEFAULT or self.has_keyword("Unique")

    @property
    def is_token(self) -> bool:
        return self.has_keyword("Token")

    @property
    def is_joker(self) -> bool:
        return self.type == "joker"

    @property
    def is_gadget(self) -> bool:
        return self.has_keyword("Gadget")

    @property
    def is_weapon(self) -> bool:
        return self.has_keyword("Weapon")

    @property
    def is_horse(self) -> bool:
        return self.has_keyword("Horse")

    @property
    def is_sidekick(self) -> bool:
        return self.has_keyword("Sidekick")

    @property
    def is_harrowed(self) -> bool:
        return self.has_keyword("Harrowed")

    @property
    def label(self) -> str:
        """``"Title (Pack name)"``: the spelling that names this printing in ``CardDB.find``."""
        return f"{self.title} ({self.pack_name})"
