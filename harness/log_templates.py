"""The log messages the engine and the card scripts can write, read from their source.

`Then the log does not contain "X"` proves something only if the engine could write a
line containing X: a message the engine never writes ("Player1 gains 2 ghost rock from
the bank" where the engine says "Player1 takes 2 ghost rock") is absent from every game,
so the step passes whatever the card does. `gomorra lint` flags such a vacuous step and
names the nearest message the engine can write.

The templates are every string literal in a function of engine/ and cards/ (f-strings and
`+` joins included; docstrings left out): the first argument of `log.add`, a `message=`,
a table of templates (`LOG[answer]`) alike. Over-collecting (an error text taken for a
template) only ever lets a step through; it never flags one. A template's fields
(`{0}`, `{player}`, an f-string's `{...}`) stand for what the engine fills in: names and
numbers — words holding a capital or a digit ("Player1", "Jake Smiley", "7H",
"Player1's home") or a lowercase word of a card title or of a counted noun ("Sun in Yer
Eyes", "2 casualties").
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import cache
from pathlib import Path
from string import Formatter

from harness.located import Problem

ROOT = Path(__file__).resolve().parents[1]
#: A word with a capital or a digit: a name or a number ("Player1", "Smiley", "7H").
_NAMED = re.compile(r"[A-Z0-9]")
_PUNCTUATION = "()[],.:;'\"!?#-+="
#: The step a vacuous negative check is made with.
_NEGATIVE_STEP = re.compile(r'^\s*(?:Then|And|But|\*)\s+the log does not contain "(?P<text>.*)"\s*$')

#: A literal part of a template, or None for a field (what the engine fills in).
Token = str | None


@dataclass(frozen=True)
class Template:
    """A message the engine can write: literal parts and fields (None), and where it is."""

    tokens: tuple[Token, ...]
    where: str
    logged: bool = False  # given to the log itself (`log.add`, `message=`), not a part

    def __str__(self) -> str:
        return "".join("…" if t is None else t for t in self.tokens)


# -- reading the templates ---------------------------------------------------------------
def _format_tokens(text: str) -> tuple[Token, ...]:
    """A `str.format` template's literal parts and fields; text that is no template (a
    stray brace) is all literal."""
    try:
        parsed = list(Formatter().parse(text))
    except ValueError:
        return (text,)
    tokens: list[Token] = []
    for literal, name, _spec, _conversion in parsed:
        tokens.append(literal)
        if name is not None:
            tokens.append(None)
    return tuple(tokens)


def _tokens(node: ast.expr) -> tuple[Token, ...] | None:
    """The tokens of a string expression (None if it is not one)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return _format_tokens(node.value)
    if isinstance(node, ast.JoinedStr):
        tokens: list[Token] = []
        for part in node.values:
            if isinstance(part, ast.Constant) and isinstance(part.value, str):
                tokens += _format_tokens(part.value)  # a literal part may be a template too
            else:
                tokens.append(None)
        return tuple(tokens)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _tokens(node.left), _tokens(node.right)
        if left is None and right is None:
            return None
        return (*(left or (None,)), *(right or (None,)))
    return None


def _normal(tokens: tuple[Token, ...]) -> tuple[Token, ...]:
    """Adjacent literals joined, empty ones and repeated fields dropped."""
    out: list[Token] = []
    for token in tokens:
        if token == "":
            continue
        if out and token is not None and out[-1] is not None:
            out[-1] = str(out[-1]) + token
        elif not (token is None and out and out[-1] is None):
            out.append(token)
    return tuple(out)


def _docstrings(tree: ast.Module) -> set[int]:
    return {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }


def _logged(tree: ast.Module) -> set[int]:
    """The strings given to the log: `log.add(...)`'s first argument, a `message=`, a
    `message(...)`."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        if name in ("add", "add_named", "message", "Message") and node.args:
            found.add(id(node.args[0]))
        found |= {id(k.value) for k in node.keywords if k.arg == "message"}
    return found


def _file_templates(path: Path) -> Iterator[Template]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    skipped, logged = _docstrings(tree), _logged(tree)
    inner: set[int] = set()  # the parts of a join already read whole
    for node in ast.walk(tree):
        if id(node) in skipped or id(node) in inner or not isinstance(node, ast.expr):
            continue
        tokens = _tokens(node)
        if tokens is None:
            continue
        inner |= {id(child) for child in ast.walk(node) if child is not node}
        tokens = _normal(tokens)
        if any(t is not None and t.strip() for t in tokens):
            shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
            yield Template(tokens, f"{shown}:{getattr(node, 'lineno', 0)}", id(node) in logged)


@cache
def templates(roots: tuple[Path, ...] = (ROOT / "engine", ROOT / "cards")) -> tuple[Template, ...]:
    """Every template in the Python files under `roots`, once each."""
    found: dict[tuple[Token, ...], Template] = {}
    for root in roots:
        for path in sorted(root.rglob("*.py")):
            for template in _file_templates(path):
                if template.logged or template.tokens not in found:
                    found[template.tokens] = template
    return tuple(found.values())


# -- could a line contain this text? -----------------------------------------------------
@dataclass(frozen=True)
class _Fill:
    """What a field may be filled with, unit by unit (units are separated by spaces)."""

    words: frozenset[str]  # lowercase words: of card titles, counted nouns
    phrases: dict[str, tuple[tuple[Token, ...], ...]]  # phrases of the code, by first character


#: Lowercase words a field renders besides card titles' own: counted nouns (`plural`),
#: location names ("Player1's home"), hand ranks ("(rank 3)").
_FIELD_WORDS = ("card", "cards", "casualty", "casualties", "rank", "ranks", "point", "points", "home")
#: The longest string of the code taken as a phrase a field may be filled with, in words.
_PHRASE_WORDS = 16


@cache
def _fill() -> _Fill:
    """A field renders names and numbers (a word with a capital or a digit), the lowercase
    words of card titles, and sometimes a phrase of the code: a string that starts in
    lowercase ("on the {side} of their street", a verb such as "discards"), its own fields
    names. Only whole phrases, so a field cannot soak up any wording at all."""
    from cards import card_db

    words = set(_FIELD_WORDS)
    for title in card_db().titles():
        words |= {w.strip(_PUNCTUATION) for w in title.split()}
    phrases: dict[str, set[tuple[Token, ...]]] = {}
    for template in templates():
        first = template.tokens[0]
        text = str(template)
        if first and first[0].islower() and "\n" not in text and len(text.split()) <= _PHRASE_WORDS:
            phrases.setdefault(first[0], set()).add(template.tokens)
    return _Fill(frozenset(words), {c: tuple(sorted(p, key=len)) for c, p in phrases.items()})


def _name_ends(text: str, pos: int, fill: _Fill) -> Iterator[int]:
    """Where a name unit starting at `pos` may end: a word with a capital or a digit (it
    may be followed at once by the template's text, as in "{0}'s"), a known word, or
    punctuation."""
    space = text.find(" ", pos)
    stop = len(text) if space < 0 else space
    run = text[pos:stop]
    named = _NAMED.search(run)
    if named is not None:
        yield from range(pos + named.end(), stop + 1)
    elif run and (not run.strip(_PUNCTUATION) or run.strip(_PUNCTUATION) in fill.words):
        yield stop


def _phrase_ends(tokens: tuple[Token, ...], text: str, pos: int, fill: _Fill) -> Iterator[int]:
    """Where a whole phrase starting at `pos` may end, its fields filled with names or
    plain strings of the code."""
    if not tokens:
        yield pos
        return
    token, rest = tokens[0], tokens[1:]
    if token is not None:
        if text.startswith(token, pos):
            yield from _phrase_ends(rest, text, pos + len(token), fill)
        return
    ends = list(_plain_ends(text, pos, fill))
    while ends:
        end = ends.pop()
        yield from _phrase_ends(rest, text, end, fill)
        if end < len(text) and text[end] == " ":
            ends += _plain_ends(text, end + 1, fill)


def _plain_ends(text: str, pos: int, fill: _Fill) -> Iterator[int]:
    """Where a name, or a plain string of the code ("left", "bullets"), starting at `pos`
    may end: what fills a phrase's own fields."""
    yield from _name_ends(text, pos, fill)
    for phrase in fill.phrases.get(text[pos : pos + 1], ()):
        if len(phrase) == 1 and text.startswith(str(phrase[0]), pos):
            yield pos + len(str(phrase[0]))


def _unit_ends(text: str, pos: int, fill: _Fill) -> Iterator[int]:
    """Where a unit of a field starting at `pos` may end: a name, or a phrase of the code."""
    yield from _name_ends(text, pos, fill)
    for phrase in fill.phrases.get(text[pos : pos + 1], ()):
        yield from _phrase_ends(phrase, text, pos, fill)


def _unit_start(run: str, fill: _Fill) -> bool:
    """Whether `run` (no space) may begin a unit of a field: a name, or the start of a
    known word or phrase."""
    return (
        _NAMED.search(run) is not None
        or not run.strip(_PUNCTUATION)
        or any(w.startswith(run.lstrip(_PUNCTUATION)) for w in fill.words)
        or any(str(p[0]).startswith(run) or run.startswith(str(p[0])) for p in fill.phrases.get(run[:1], ()))
    )


class _Text:
    """One text to place in the templates: where each field unit may end, worked out once
    for every template tried."""

    def __init__(self, text: str, fill: _Fill) -> None:
        self.text, self.fill = text, fill
        self.first_word = text.find(" ") if " " in text else len(text)
        self._ends: dict[int, tuple[int, ...]] = {}
        self._last: dict[int, bool] = {}

    def unit_ends(self, pos: int) -> tuple[int, ...]:
        if pos not in self._ends:
            self._ends[pos] = tuple(sorted(set(_unit_ends(self.text, pos, self.fill))))
        return self._ends[pos]

    def ends_in_unit(self, pos: int) -> bool:
        """Whether text[pos:] may be the start of a field's last unit."""
        if pos not in self._last:
            rest = self.text[pos:]
            self._last[pos] = " " not in rest and _unit_start(rest, self.fill)
        return self._last[pos]

    def in_one_field(self) -> bool:
        return self.contains((None,))

    def contains(self, tokens: tuple[Token, ...]) -> bool:
        """Whether a line the tokens render may contain the text: it starts anywhere in
        one token and ends anywhere in the same or a later one."""
        text, size = self.text, len(self.text)
        memo: dict[tuple[int, int], bool] = {}

        def rest(k: int, pos: int) -> bool:  # text[pos:] goes on with tokens k.., ending anywhere
            if pos == size:
                return True
            if k == len(tokens):
                return False
            key = (k, pos)
            if key not in memo:
                memo[key] = False  # no cycle: every step moves on in the text or the tokens
                token = tokens[k]
                if token is None:
                    memo[key] = field(k, pos) or rest(k + 1, pos)
                else:
                    n = min(len(token), size - pos)
                    memo[key] = text.startswith(token[:n], pos) and rest(k + 1, pos + n)
            return memo[key]

        def field(k: int, pos: int) -> bool:  # in field k, a unit starting at pos
            if self.ends_in_unit(pos):
                return True
            return any(after_unit(k, end) for end in self.unit_ends(pos))

        def after_unit(k: int, end: int) -> bool:
            if end == size or rest(k + 1, end):
                return True
            return text[end] == " " and field(k, end + 1)

        first_word = self.first_word
        for a, token in enumerate(tokens):
            if token is None:
                if first_word == size or field(a, 0) or after_unit(a, first_word):
                    return True  # the text starts with a unit or a unit's end (...ley's posse)
                if any(rest(a + 1, p) for p in range(1, first_word)):
                    return True
                continue
            offset = token.find(text[0])
            while offset >= 0:
                n = min(len(token) - offset, size)
                if token.startswith(text[:n], offset) and (n == size or rest(a + 1, n)):
                    return True
                offset = token.find(text[0], offset + 1)
        return False


def could_contain(template: Template, text: str) -> bool:
    """Whether some line the template renders contains `text`."""
    return bool(text) and _Text(text, _fill()).contains(template.tokens)


def possible(text: str, found: tuple[Template, ...] | None = None) -> bool:
    """Whether the engine or a card script can write a line containing `text`."""
    if not text:
        return True
    reader = _Text(text, _fill())
    words = set(text.split())
    likely = sorted(  # those sharing most words first: a possible text is placed sooner
        templates() if found is None else found, key=lambda t: -len(words & _literal_words(t.tokens))
    )
    return any(reader.contains(t.tokens) for t in likely)


@cache
def _literal_words(tokens: tuple[Token, ...]) -> frozenset[str]:
    return frozenset(w for t in tokens if t is not None for w in t.split())


def _shape(text: str) -> list[str]:
    """The words of a line with its names and numbers as one "…": "Player1 moves Jake
    Smiley home" → ["…", "moves", "…", "home"]."""
    words: list[str] = []
    for word in text.split():
        shaped = "…" if _NAMED.search(word) or "…" in word else word
        if not (shaped == "…" and words and words[-1] == "…"):
            words.append(shaped)
    return words


def nearest(text: str, found: tuple[Template, ...] | None = None) -> Template:
    """The template whose wording is closest to `text`'s, names and numbers aside: by
    words, then by letters ("walks" is nearer "moves" than "attaches")."""
    shape = _shape(text)
    candidates = templates() if found is None else found
    return max(
        [t for t in candidates if t.logged] or candidates,
        key=lambda t: (
            SequenceMatcher(None, shape, _shape(str(t)), autojunk=False).ratio(),
            SequenceMatcher(None, " ".join(shape), " ".join(_shape(str(t))), autojunk=False).ratio(),
        ),
    )


def vacuous_log_checks(path: Path, found: tuple[Template, ...] | None = None) -> list[Problem]:
    """`Then the log does not contain "X"` steps of a feature file where no message the
    engine can write contains X (an outline's `<placeholder>` is not judged)."""
    problems = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        match = _NEGATIVE_STEP.match(line)
        if match is None or "<" in match["text"] or possible(match["text"], found):
            continue
        close = nearest(match["text"], found)
        problems.append(
            Problem(
                str(path),
                number,
                f'"the log does not contain {match["text"]!r}" is vacuous: no message the engine or a card '
                f"script writes can contain it, so it passes whatever happens; the nearest message is "
                f"{str(close)!r} ({close.where}) — assert the absence of a message the engine writes",
            )
        )
    return problems
