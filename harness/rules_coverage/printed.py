"""The abilities printed on a card, read from its text: what a card's proof must cover.

A card's printed text is a list of lines; a line that starts with a bold play prefix
("<b>Noon, Boot:</b>", "<b>Shootout Hex 7, Boot:</b>") is one ability, and every other
line with words in it is trait text, but for the items of a bulleted list under an
ability ("* Diamond, draw a card ...", Cooper Grannon), which belong to that ability. All
trait lines of a card count as one trait ability: the engine implements them together
(persistent effects and traits), and a scenario proves them together. A card with no text at all has no printed ability.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_LINE_PREFIX = re.compile(r"^\s*<b>(?P<prefix>[^<]*?)</b>")
_TAG = re.compile(r"<[^>]+>")
_REMINDER = re.compile(r"<i>.*?</i>", re.DOTALL)
#: "Spirirt" is Mountain Lion's Den's (25047) printed misspelling of "Spirit".
_SPELL = re.compile(r"\b(Hex|Miracle|Spirit|Spirirt|Ritual)\b")

#: Every ability kind, in the order a report lists them.
KINDS = (
    "noon",
    "shootout",
    "noon/shootout",
    "resolution",
    "cheatin resolution",
    "react",
    "job",
    "spell",
    "technique",
    "trait",
)


@dataclass(frozen=True, slots=True)
class PrintedAbility:
    """One printed ability: its kind and its text as printed (for reports)."""

    kind: str
    text: str


#: Misprinted timing words, as the printed card reads them and as they are meant: Kentucky
#: Windage (25043) prints its first ability "Shoutout Hex 5".
_MISPRINTS = {"Shoutout": "Shootout"}


def normal_prefix(prefix: str) -> str:
    """A bold prefix as the readers match it: straight apostrophes, no spaces round a
    slash ("Noon / Shootout:" is printed so on TLC John Yarbrough, 25025), and the timing
    words a card misprints read as meant (`_MISPRINTS`)."""
    text = prefix.replace("’", "'").replace(" / ", "/")
    for printed, meant in _MISPRINTS.items():
        text = text.replace(printed, meant)
    return text


def prefix_kind(prefix: str) -> str | None:
    """The kind of ability a bold prefix starts, or None if it is no ability prefix
    ("Combo", a keyword in bold)."""
    text = normal_prefix(prefix).strip()
    if not text.endswith(":"):
        return None
    if "Technique" in text:
        return "technique"
    if _SPELL.search(text):
        return "spell"
    if "Job" in text:
        return "job"
    if "Cheatin' Resolution" in text:
        return "cheatin resolution"
    if "Resolution" in text:
        return "resolution"
    if "React" in text:
        return "react"
    if "Noon/Shootout" in text:
        return "noon/shootout"
    if "Noon" in text:
        return "noon"
    if "Shootout" in text:
        return "shootout"
    if text == "Boot:":
        # A cost with no play type (Jon Longstride, 24032) is read as Noon, its Base Set
        # printing's: docs/rulings.md, jon-longstride-boot-is-a-noon-ability.
        return "noon"
    return None


def _plain(html: str) -> str:
    return " ".join(_TAG.sub("", html).split())


#: How a sentence ends: a line of an ability that does not end so runs on to the next.
_SENTENCE_END = (".", "!", "?", '"', "”", ")")


def printed_abilities(text_html: str) -> list[PrintedAbility]:
    """The abilities printed on a card, in printed order; trait text comes first. A line
    break inside an ability's sentence ("After another Miracle boots your dude,<br>unboot
    that dude.", Babble On 22048) continues that ability: it is no trait line."""
    abilities: list[PrintedAbility] = []
    trait: list[str] = []
    runs_on = False
    # Whether the last line with words was an ability (or a list item of one): a bulleted
    # list under it ("For each pull, if it is a: * Diamond, ...", Cooper Grannon) is part of
    # that ability's text, not trait text.
    in_ability = False
    for line in text_html.splitlines():
        if runs_on and line.strip() and not _LINE_PREFIX.match(line):
            last = abilities[-1]
            abilities[-1] = PrintedAbility(last.kind, f"{last.text} {_plain(line)}")
            runs_on = not abilities[-1].text.endswith(_SENTENCE_END)
            continue
        # A few printings open a line's bold prefix with a stray closing tag ("</b>Noon,
        # Boot:</b>", Ragged Mule 24166): read it as the opening tag it stands for.
        if line.startswith("</b>") and "</b>" in line[4:]:
            line = "<b>" + line[4:]
        match = _LINE_PREFIX.match(line)
        kind = None
        if match is not None:
            # A few printings have the colon after the bold tag: "<b>React, Boot</b>:".
            colon = ":" if line[match.end() :].startswith(":") else ""
            kind = prefix_kind(match["prefix"] + colon)
        runs_on = False
        if kind is not None:
            abilities.append(PrintedAbility(kind, _plain(line)))
            runs_on = not abilities[-1].text.endswith(_SENTENCE_END)
            in_ability = True
        elif match is not None and match["prefix"].strip().startswith("Combo"):
            continue  # the combo clause belongs to the technique above it
        elif in_ability and _plain(line).startswith(("* ", "• ")):
            last = abilities[-1]
            abilities[-1] = PrintedAbility(last.kind, f"{last.text} {_plain(line)}")
        elif _plain(_REMINDER.sub("", line)):
            trait.append(_plain(line))
            in_ability = False
    if trait:
        abilities.insert(0, PrintedAbility("trait", " ".join(trait)))
    return abilities


def card_abilities(card_type: str, text_html: str) -> list[PrintedAbility]:
    """The abilities a card of `card_type` prints that a script must implement. A joker's
    text restates the joker rules (wild, "you choose its suit and value", aced after use),
    which the engine plays for every joker (§1.2, §5.6, §7.1): jokers need no script."""
    return [] if card_type == "joker" else printed_abilities(text_html)
