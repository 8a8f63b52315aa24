"""Reading meaning out of printed keywords ("Huckster 1", "Gadget 6", "Experienced 1").

Keywords are kept verbatim on each card; this module answers the questions the engine
asks about them. Numbers ride on keywords in two ways: a skill rating ("Huckster 2",
"Kung Fu 1") or a difficulty. Older printings spell a gadget's invention difficulty as a
separate "Difficulty N" keyword, while the Weird West Edition folds it into "Gadget N";
:func:`difficulty` accepts both so reprints of the same gadget agree.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence

#: Arcane skills, as the lower-case keys of ``CardData.skills``.
SKILLS = ("huckster", "blessed", "shaman", "mad scientist")

_RATED = re.compile(r"(?P<name>.*?)\s+(?P<rating>\d+)")
_TITLE_EXPERIENCE = re.compile(r"\(Exp\.\s*(\d+)\)")


#: A keyword split into its lower-case name and optional rating: ("huckster", 1).
Keyword = tuple[str, int | None]


@functools.cache
def split_keyword(keyword: str) -> Keyword:
    """``"Mad Scientist 1"`` → ``("mad scientist", 1)``; ``"Harrowed"`` → ``("harrowed", None)``.

    Cached: the engine asks about the same few keyword names many times a decision."""
    match = _RATED.fullmatch(keyword.strip())
    if match is None:
        return keyword.strip().casefold(), None
    return match.group("name").casefold(), int(match.group("rating"))


def parse(keywords: Iterable[str]) -> tuple[Keyword, ...]:
    """Split every keyword once, so the questions below need no further parsing."""
    return tuple(map(split_keyword, keywords))


def rating(parsed: Iterable[Keyword], name: str) -> int | None:
    """The number on keyword ``name`` (case-insensitive), or None if absent or unrated."""
    wanted = name.casefold()
    return next((number for base, number in parsed if base == wanted and number is not None), None)


def difficulty(parsed: Sequence[Keyword]) -> int | None:
    """Invention difficulty: "Difficulty N", or "Gadget N" on Weird West Edition cards."""
    explicit = rating(parsed, "Difficulty")
    return explicit if explicit is not None else rating(parsed, "Gadget")


def without_experience(title: str) -> str:
    """The title every experience level shares: "Allie Hensman (Exp.1)" → "Allie Hensman"
    (digest §2.1: all Experienced versions share the 4 copies of a title)."""
    return " ".join(_TITLE_EXPERIENCE.sub("", title).split())


def experience(parsed: Sequence[Keyword], title: str) -> int:
    """Experience level from "Experienced N" or a title ending "(Exp.N)"; 0 if neither.

    The data is inconsistent: one card has a bare "Experienced" keyword with the level
    only in its title, and one promo has "Experienced 1" with a plain title.
    """
    from_keyword = rating(parsed, "Experienced")
    if from_keyword is not None:
        return from_keyword
    title_match = _TITLE_EXPERIENCE.search(title)
    if title_match is not None:
        return int(title_match.group(1))
    return 1 if any(base == "experienced" for base, _ in parsed) else 0


def skills(parsed: Iterable[Keyword]) -> SkillRatings:
    """Arcane skill ratings keyed by lower-case skill name ("mad scientist": 1)."""
    return SkillRatings({base: number for base, number in parsed if base in SKILLS and number is not None})


class SkillRatings(Mapping[str, int]):
    """A small immutable, hashable, picklable mapping of skill name → rating.

    A plain ``dict`` would make ``CardData`` mutable and unhashable, and
    ``types.MappingProxyType`` cannot be pickled or deep-copied, which would break game
    state snapshots that hold card data.
    """

    __slots__ = ("_ratings",)

    def __init__(self, ratings: Mapping[str, int]) -> None:
        self._ratings = dict(ratings)

    def __getitem__(self, skill: str) -> int:
        return self._ratings[skill]

    def __iter__(self) -> Iterator[str]:
        return iter(self._ratings)

    def __len__(self) -> int:
        return len(self._ratings)

    def __hash__(self) -> int:
        return hash(frozenset(self._ratings.items()))

    def __repr__(self) -> str:
        return f"SkillRatings({self._ratings!r})"
