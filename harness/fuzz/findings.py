"""A fuzzer finding's signature, and the open findings a campaign looks past.

One bug hit from many boards must be one finding, so a signature leaves out what the
board decides (which cards, which players, how much ghost rock) and keeps what the bug
decides:

* `check`: the broken check (`harness.fuzz.checks.CHECKS`), or "decide" when a decision
  raised instead of playing;
* `rule`: the rule the problem cites (`rule noon.move.booted`, or a digest section
  `§8.1`), "" when it cites none;
* `place`: for an exception, its class and the innermost engine or card-script function
  it came from (`KeyError in engine/effects.py:expire`: no line number, which an unrelated
  edit moves); for a check, its first problem's shape: card titles, player names, quoted
  values and numbers replaced by placeholders ("<card> reads bullets #, printed plus
  effects give #").

`scenarios/regressions/known.yaml` lists open findings by signature id, each with a note
and optionally an issue link; a campaign counts their hits as known, not as failures::

    - signature: 3f2a9c01b7e4
      note: Pair of Six-Shooters with an empty draw hand asks with no options
      issue: https://example.org/gomorra/issues/20
"""

from __future__ import annotations

import hashlib
import re
import traceback
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from harness.fuzz.regressions import DEFAULT_FOLDER

KNOWN_FILE = DEFAULT_FOLDER / "known.yaml"
#: The longest shape a signature keeps (problems can list a whole board).
SHAPE_CHARS = 160
#: Where the engine's own code lives: an exception's place is its innermost frame here.
_OWN = ("engine", "cards")
_RULE = re.compile(r"\brule ([a-z][\w.:-]*[\w])|§\s?(\d+(?:\.\d+)*)")
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")
_NUMBER = re.compile(r"\d[\d,.]*")


@dataclass(frozen=True)
class Signature:
    check: str
    rule: str
    place: str

    @property
    def id(self) -> str:
        text = "\n".join((self.check, self.rule, self.place))
        return hashlib.sha1(text.encode()).hexdigest()[:12]

    def as_dict(self) -> dict[str, str]:
        return {"check": self.check, "rule": self.rule, "place": self.place}

    def describe(self) -> str:
        rule = f" ({self.rule})" if self.rule else ""
        return f"{self.check}{rule}: {self.place}"


@cache
def _titles() -> re.Pattern[str]:
    """Every card title (longest first, so "Shotgun" does not eat "Shotgun Jed"), with a
    copy number ("Shotgun #2") or an ability number ("Shotgun (2nd ability)")."""
    from cards.database import card_db

    titles = sorted(set(card_db().titles()), key=len, reverse=True)
    alternatives = "|".join(re.escape(t) for t in titles)
    return re.compile(rf"(?:{alternatives})(?: #\d+| \(\d+\w\w ability\))?")


def shape(text: str, names: list[str] = []) -> str:  # noqa: B006 - read, never changed
    """A problem's text without what the board decides (see the module docstring)."""
    text = _titles().sub("<card>", text)
    for name in sorted(names, key=len, reverse=True):
        if name:
            text = text.replace(name, "<player>")
    text = _QUOTED.sub("'…'", text)
    text = _NUMBER.sub("#", text)
    return text[:SHAPE_CHARS]


def rule_cited(text: str) -> str:
    found = _RULE.search(text)
    if found is None:
        return ""
    return found.group(1) or f"§{found.group(2)}"


def place_of(error: BaseException) -> str:
    """An exception's class and its innermost frame in the engine or a card script."""
    root = Path(__file__).resolve().parents[2]
    place = ""
    for frame in traceback.extract_tb(error.__traceback__):
        path = Path(frame.filename)
        if path.is_relative_to(root) and path.relative_to(root).parts[0] in _OWN:
            place = f"{path.relative_to(root).as_posix()}:{frame.name}"
    return f"{type(error).__name__} in {place or 'the harness'}"


def signature_of(
    check: str,
    problems: list[str],
    *,
    error: BaseException | None = None,
    names: list[str] = [],  # noqa: B006
) -> Signature:
    """The signature of a failure: a decision's exception (`check` "decide"), or a check's
    problems (the first one)."""
    if check == "decide" and error is not None:
        return Signature("decide", "", place_of(error))
    first = problems[0] if problems else ""
    return Signature(check, rule_cited(first), shape(first, names))


def player_names(board: dict[str, Any]) -> list[str]:
    players = board.get("players") or []
    return [
        str(p.get("name") or f"Player{n}") if isinstance(p, dict) else f"Player{n}"
        for n, p in enumerate(players, start=1)
    ]


@dataclass(frozen=True)
class Known:
    signature: str
    note: str
    issue: str = ""


def read_known(path: Path = KNOWN_FILE) -> dict[str, Known]:
    """The open findings of `known.yaml` by signature id ({} when there is no file)."""
    from harness.boards import load_yaml

    if not path.is_file():
        return {}
    data = load_yaml(path.read_text(encoding="utf-8"), str(path)) or []
    if not isinstance(data, list):
        raise ValueError(f"{path}: a list of findings, each with 'signature' and 'note'")
    known = {}
    for n, entry in enumerate(data, start=1):
        if (
            not isinstance(entry, dict)
            or not {"signature", "note"} <= set(entry)
            or set(entry)
            - {
                "signature",
                "note",
                "issue",
            }
        ):
            raise ValueError(f"{path}: entry {n} has 'signature', 'note' and optionally 'issue'")
        item = Known(str(entry["signature"]), str(entry["note"]), str(entry.get("issue") or ""))
        known[item.signature] = item
    return known
