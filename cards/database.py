"""The card database: every Doomtown: Reloaded printing, looked up by code or name.

The data ships inside this package (``cards/data/*.json``, produced by
``scripts/convert_carddata.py``) and is read through :mod:`importlib.resources`, so an
installed wheel works without the upstream dump. Loading all 1,256 printings takes about
20 ms (4 ms of it JSON parsing); a pickled copy would only save ~5 ms, so there is no
parsed-form cache to keep in sync, and :func:`card_db` just keeps one instance per process.

Name resolution (:meth:`CardDB.find`) is exact after folding case, quotes, ellipses,
accents and whitespace (see :mod:`cards.names`); it never guesses.
"""

from __future__ import annotations

import functools
import json
import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import replace
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any

from cards.card import CardData
from cards.errors import AmbiguousCardError, UnknownCardError
from cards.names import normalise_name, suggest

__all__ = ["AmbiguousCardError", "CardDB", "CardData", "UnknownCardError", "card_db", "read_data"]

DATA_DIR: Traversable = files("cards") / "data"
#: A copy number after a card's name: "Shotgun #2" (see `CardDB.split_copy`).
_COPY = re.compile(r"^(?P<title>.+) #(?P<n>\d+)$")


def read_data(name: str) -> Any:
    """Parse one of the packaged data files (``cards.json``, ``packs.json``, ``decks.json``...)."""
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))


class CardDB:
    """All printings, indexed by code, by title and by "Title (Pack)" label.

    A title printed in several packs resolves to its **first printing**: packs are
    ordered by release (cycle, then number within the cycle, as listed in
    ``packs.json``) and the promo pack ``alt`` comes last, so "Shotgun" means the Base
    Set card 01084, not its Weird West Edition reprint. Ask for a specific printing
    with its code or with "Title (Pack name)" / "Title (PACKCODE)". A name is only
    ambiguous when two different entries tie for first place (same pack).
    """

    def __init__(self, cards: Iterable[CardData], pack_order: Sequence[str]) -> None:
        """Index ``cards``; ``pack_order`` lists pack codes earliest first (unlisted packs sort last)."""
        self._pack_positions = {pack: position for position, pack in enumerate(pack_order)}
        #: Names already resolved: the database never changes, and games look names up often.
        self._found: dict[str, CardData] = {}
        #: `has` and `split_copy` answers: a board names the same few cards in every game.
        self._has: dict[str, bool] = {}
        self._split: dict[str, tuple[str, int | None]] = {}
        #: Each printing's uid base (`uid_base`).
        self._uid_bases: dict[str, str] = {}
        self._cards = self._one_spelling_per_title(sorted(cards, key=lambda card: card.code))
        self._by_code = {card.code: card for card in self._cards}
        by_title: defaultdict[str, list[CardData]] = defaultdict(list)
        by_label: defaultdict[str, list[CardData]] = defaultdict(list)
        self._label_spellings: dict[str, str] = {}
        pack_keys: dict[str, tuple[str, str]] = {}
        for card in self._cards:
            title_key = normalise_name(card.title)
            by_title[title_key].append(card)
            if card.pack not in pack_keys:
                pack_keys[card.pack] = (normalise_name(card.pack_name), normalise_name(card.pack))
            # normalise_name(f"{title} ({pack})") == f"{title_key} ({pack_key})", computed cheaply.
            label_keys = [f"{title_key} ({pack_key})" for pack_key in dict.fromkeys(pack_keys[card.pack])]
            for label_key in label_keys:
                by_label[label_key].append(card)
            self._label_spellings[label_keys[0]] = card.label
        for printings in by_title.values():
            printings.sort(key=lambda card: (self._pack_rank(card), card.code))
        self._by_title = dict(by_title)
        self._by_label = dict(by_label)
        self._title_spellings = {key: printings[0].title for key, printings in self._by_title.items()}

    @classmethod
    def load(cls) -> CardDB:
        """Read the packaged data files (never the upstream dump)."""
        cards = [CardData.from_record(record) for record in read_data("cards.json")]
        return cls(cards, [pack["code"] for pack in read_data("packs.json")])

    def __len__(self) -> int:
        return len(self._cards)

    def all(self) -> list[CardData]:
        """Every printing, ordered by code."""
        return list(self._cards)

    def titles(self) -> list[str]:
        """Each distinct title once (first printing's spelling), alphabetically."""
        return sorted(self._title_spellings.values(), key=normalise_name)

    def by_code(self, code: str) -> CardData:
        """The printing with this dtdb code, e.g. ``"01035"``."""
        try:
            return self._by_code[code.strip()]
        except KeyError:
            raise UnknownCardError(code) from None

    def find(self, name: str) -> CardData:
        """Resolve a code, a title (→ first printing) or a "Title (Pack name|PACKCODE)" label.

        Raises :class:`UnknownCardError` (with suggestions) or :class:`AmbiguousCardError`.
        """
        found = self._found.get(name)
        if found is None:
            found = self._found[name] = self._resolve(name)
        return found

    def has(self, name: str) -> bool:
        """Whether ``name`` is a code, a title or a "Title (Pack)" label: :meth:`find`
        without the cost of suggestions, for callers that only need to know."""
        known = self._has.get(name)
        if known is None:
            key = normalise_name(name)
            known = name.strip() in self._by_code or key in self._by_title or key in self._by_label
            self._has[name] = known
        return known

    def uid_base(self, data: CardData) -> str:
        """What a game calls a card of this printing: its title, or "Title (Pack)" for a
        printing other than the title's first one (`Game.new_card`)."""
        base = self._uid_bases.get(data.code)
        if base is None:
            base = data.title if self.find(data.title).code == data.code else data.label
            self._uid_bases[data.code] = base
        return base

    def split_copy(self, name: str) -> tuple[str, int | None]:
        """A card name as boards and uids write it: (the card, its copy number or None).

        "Shotgun #2" is the second Shotgun; a title that itself ends in " #N"
        ("Hellstromme Plant #9") names the card, whose second copy is "Hellstromme Plant #9 #2"."""
        split = self._split.get(name)
        if split is None:
            copy = None if self.has(name) else _COPY.match(name)
            split = self._split[name] = (copy["title"], int(copy["n"])) if copy else (name, None)
        return split

    def _resolve(self, name: str) -> CardData:
        code = name.strip()
        if code in self._by_code:
            return self._by_code[code]
        key = normalise_name(name)
        if key in self._by_title:
            return self._first_printing(name, self._by_title[key])
        labelled = self._by_label.get(key, [])
        if len(labelled) == 1:
            return labelled[0]
        if labelled:
            raise AmbiguousCardError(name, [self._unambiguous_spelling(card) for card in labelled])
        raise UnknownCardError(name, self._suggestions(name))

    def printings(self, name: str) -> list[CardData]:
        """Every printing of a title in pack order; ``name`` may be anything :meth:`find` takes."""
        key = normalise_name(name)
        if key not in self._by_title:
            key = normalise_name(self.find(name).title)
        return list(self._by_title[key])

    def search(self, text: str) -> list[CardData]:
        """First printings of the titles containing ``text`` (folded as in :meth:`find`), by title."""
        needle = normalise_name(text)
        return [printings[0] for key, printings in sorted(self._by_title.items()) if needle in key]

    def search_everywhere(self, text: str) -> list[tuple[CardData, str]]:
        """Titles whose title, keywords or printed text (of any printing) contain ``text``,
        each with where it matched ("title", "keyword" or "text"), by title: a rules
        expert looks for "the card that discards a Weapon", not only for a name. Keywords
        and text match when every word of ``text`` is in them, in any order."""
        needle = normalise_name(text)
        words = needle.split()

        def has_words(where: str) -> bool:
            folded = normalise_name(where)
            return bool(words) and all(word in folded for word in words)

        found = []
        for key, printings in sorted(self._by_title.items()):
            if needle in key:
                found.append((printings[0], "title"))
            elif any(has_words(" ".join(p.keywords)) for p in printings):
                found.append((printings[0], "keyword"))
            elif any(has_words(p.text) for p in printings):
                found.append((printings[0], "text"))
        return found

    def _one_spelling_per_title(self, cards: list[CardData]) -> list[CardData]:
        """A title is one card whatever a reprint's capitals ("Mongwau The Mighty" in DT2 is
        "Mongwau the Mighty"): every printing takes its first printing's spelling, so
        names, uids and uniqueness never tell two spellings apart."""
        spelling: dict[str, str] = {}
        for card in sorted(cards, key=lambda card: (self._pack_rank(card), card.code)):
            spelling.setdefault(normalise_name(card.title), card.title)
        return [
            card
            if card.title == (first := spelling[normalise_name(card.title)])
            else replace(card, title=first)
            for card in cards
        ]

    def _pack_rank(self, card: CardData) -> int:
        return self._pack_positions.get(card.pack, len(self._pack_positions))

    def _first_printing(self, name: str, printings: list[CardData]) -> CardData:
        first_rank = self._pack_rank(printings[0])
        tied = [card for card in printings if self._pack_rank(card) == first_rank]
        if len(tied) > 1:
            raise AmbiguousCardError(name, [self._unambiguous_spelling(card) for card in tied])
        return printings[0]

    def _unambiguous_spelling(self, card: CardData) -> str:
        """The card's label if it names only this card, else its code."""
        return card.label if len(self._by_label[normalise_name(card.label)]) == 1 else card.code

    def _suggestions(self, name: str) -> list[str]:
        """Titles close to ``name``; printing labels too when it looks like "Title (Pack)"."""
        if "(" not in name:
            return suggest(name, self._title_spellings)
        return suggest(name, {**self._title_spellings, **self._label_spellings})


@functools.cache
def card_db() -> CardDB:
    """The process-wide database, loaded on first use."""
    return CardDB.load()
