"""Forgiving-but-exact name matching shared by card and deck lookups.

People type card names from memory, from a rules PDF or from a phone keyboard, so the
same title arrives with curly or straight quotes, ``…`` or ``...``, odd capitalisation,
accents or not, and stray spaces. :func:`normalise_name` folds exactly those differences
away and nothing else: a lookup either matches a title character-for-character after
folding or it fails. Near misses are never resolved silently; :func:`suggest` only
produces the "did you mean" list for the error message.
"""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Iterable, Mapping

_QUOTES = str.maketrans(
    {"‘": "'", "’": "'", "‚": "'", "′": "'", "`": "'", "“": '"', "”": '"', "„": '"', "″": '"'}
)

MAX_SUGGESTIONS = 5


def normalise_name(name: str) -> str:
    """Fold quotes, ellipses, accents, case and whitespace; keep everything else.

    NFKD turns "…" into "..." and non-breaking spaces into spaces, and splits accented
    letters so their combining marks can be dropped ("José" → "jose").
    """
    folded = name.translate(_QUOTES)
    if not folded.isascii():  # the slow path is only needed for the few non-ASCII names
        decomposed = unicodedata.normalize("NFKD", folded)
        folded = "".join(char for char in decomposed if not unicodedata.combining(char))
    return " ".join(folded.split()).casefold()


def suggest(query: str, candidates: Mapping[str, str], limit: int = MAX_SUGGESTIONS) -> list[str]:
    """Display spellings worth suggesting for an unmatched ``query``.

    ``candidates`` maps normalised names to the spelling to show. Close matches (difflib)
    come first, best first, then names that start with the query, then names containing
    it, so both typos ("Shotgn") and fragments ("Bluet") get useful answers.
    """
    key = normalise_name(query)
    if not key:
        return []
    close = difflib.get_close_matches(key, list(candidates), n=limit)
    prefixed = sorted(name for name in candidates if name.startswith(key))
    containing = sorted(name for name in candidates if key in name)
    return [candidates[name] for name in _unique(close + prefixed + containing)][:limit]


def _unique(names: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(names))
