"""What a board file says (contract C3): the board schema, validated.

One data format for a game position: the same dict (or YAML file) builds a game in any
phase of the day without playing through setup (`engine.board.build_game`), is what
`game.snapshot()` exports (`engine.board_export`), what named boards hold
(harness/data/boards/, a repository's `scenarios/boards/`), what failure messages render
and what the fuzzer writes. Here is its structure, validated with msgspec: unknown keys
are errors with "did you mean", counts are never negative, texts are bounded. What the
structure names (cards, effects, abilities) is checked as the game is built
(`engine.board`). Every refusal is a BoardError naming the path, in the writer's words.
Version 1, in YAML::

    seed: 7                      # the RNG seed at this position
    day: 1
    phase: high noon             # gambling | upkeep | high noon | sundown
    turn: Player1                # high noon: whose turn it is (default: first player)
    first_player: Player1
    players:
      - name: Player1
        outfit: The Sloane Gang
        ghost_rock: 10
        hand: [Shotgun, Reserves]
        deck: [Sloane, Pair of Six-Shooters]        # top card first
        street: [General Store, home]                # left to right; "home" is the outfit
        dudes:
          - Jake Smiley                               # at home, unbooted
          - {card: Allie Hensman, at: Town Square, booted: true, bounty: 1,
             attachments: [Shotgun]}
      - name: Player2
        outfit: Law Dogs
    effects:                     # lasting effects in force
      - {source: War Paint, target: Jake Smiley, effect: bullets +2, until: end of day, player: Player1}
    used_abilities: [Allie Hensman]
    extra_uses: [Mustang]        # "may be used an additional time", not yet taken
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from difflib import get_close_matches
from typing import TYPE_CHECKING, Annotated, Any, Literal, get_args

import msgspec

if TYPE_CHECKING:
    from engine.rules import Rule

BOARD_VERSION = 1
Phase = Literal["gambling", "upkeep", "high noon", "sundown"]
#: Amounts on a board (ghost rock, bounty, control points) and the day are counts: never
#: negative, and bounded so a huge number is refused as nonsense. The bound is one no game
#: reaches: a game of passes gains about one ghost rock a decision, and the fuzzer saw 999
#: passed after a thousand decisions, so a board (C3) could not store that position.
MAX_COUNT = 999_999
Count = Annotated[int, msgspec.Meta(ge=0, le=MAX_COUNT)]
Day = Annotated[int, msgspec.Meta(ge=1, le=MAX_COUNT)]
Seed = Annotated[int, msgspec.Meta(ge=0, le=2**63 - 1)]
#: Consecutive passes before the High Noon turn a board starts on: a second pass ends the phase.
Passes = Annotated[int, msgspec.Meta(ge=0, le=1)]


class BoardError(ValueError):
    """A board that cannot be built: says where (`path`, and file/line when known) and how to fix it."""

    def __init__(
        self,
        message: str,
        path: str = "$",
        *,
        file: str | None = None,
        line: int | None = None,
        rule: Rule | None = None,
    ):
        self.message, self.path, self.file, self.line, self.rule = message, path, file, line, rule
        super().__init__(self._render())

    def _render(self) -> str:
        where = self.path
        if self.file is None and self.path == "$":
            return self.message  # the whole board: no place to name
        if self.file is not None:
            where = f"{self.file}, line {self.line}" if self.line is not None else self.file
            where += f" ({self.path})" if self.path != "$" else ""
        return f"{where}: {self.message}"

    def located(self, file: str, line: int | None) -> BoardError:
        return BoardError(self.message, self.path, file=file, line=line, rule=self.rule)


# -- the schema -------------------------------------------------------------------
class _Strict(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    pass


class AttachmentSpec(_Strict):
    card: str
    booted: bool = False
    #: Another player than the parent's owner owns and controls it ("a card you do not own
    #: attached to Geronimo's location"; a Totem that stays its player's after the deed
    #: changed hands): that player's name.
    owner: str | None = None


class DudeSpec(_Strict):
    card: str
    at: str = "home"
    booted: bool = False
    bounty: Count = 0
    control_points: Count = 0
    #: Ghost rock placed on the dude (James Ghetty), not a bounty.
    ghost_rock: Count = 0
    #: Brought into play during the board's phase ("a dude brought into play this Noon phase").
    entered_this_phase: bool = False
    attachments: list[str | AttachmentSpec] = []
    #: Another player than the one listing him owns him: he is under this player's control
    #: ("Alferd joins your posse, under your control"); that player's name.
    owner: str | None = None


class DeedSpec(_Strict):
    card: str
    booted: bool = False
    control_points: Count = 0
    #: Ghost rock placed on the deed (Old Marge's Manor, 2nd Bank of Gomorra), not in anyone's stash.
    ghost_rock: Count = 0
    attachments: list[str | AttachmentSpec] = []


class PlayerSpec(_Strict):
    outfit: str
    name: str | None = None
    legend: str | None = None
    ghost_rock: Count = 0
    debtor: bool = False
    control_points: Count = 0
    outfit_booted: bool = False
    legend_booted: bool = False
    #: Cards attached to the outfit, the player's home: Totems, Improvements (§1.2).
    home_attachments: list[str | AttachmentSpec] = []
    #: Conditions the player owns attached to the town square, which is no card (Tumblebleeds!).
    town_square_attachments: list[str | AttachmentSpec] = []
    hand: list[str] = []
    deck: list[str] = []
    discard: list[str] = []
    boot_hill: list[str] = []
    street: list[str | DeedSpec] = msgspec.field(default_factory=lambda: ["home"])
    out_of_town: list[str | DeedSpec] = []
    dudes: list[str | DudeSpec] = []


class LastingEffectSpec(_Strict):
    """A lasting effect: on `target` card(s), on players (`players`: current, opponent or
    any, relative to `player`), or on the cards a `match` method of the source's script
    accepts; `condition`/`card_condition` name methods of that script."""

    source: str
    effect: str | list[str]
    target: str | list[str] | None = None
    players: str | None = None
    match: str | None = None
    condition: str | None = None
    card_condition: str | None = None
    until: str = "end of day"
    player: str | None = None
    phase: Phase | None = None
    in_shootout: bool = False
    #: Not in force until its target is next chosen as a shooter ("If that dude is chosen
    #: as the shooter, they get ...", Pinned Down).
    waits_for_shooter: bool = False
    #: In force only in this round of the shootout ("during the next shootout round").
    in_round: Count = 0


class ShootoutSpec(_Strict):
    """A shootout in progress at the start of a round (§5.4): who leads, the mark, each
    side's posse by player name, the round about to be fought and, for a job, its card."""

    location: str
    leader: str
    mark: str | None = None
    posses: dict[str, list[str]] = {}
    round: Annotated[int, msgspec.Meta(ge=1, le=MAX_COUNT)] = 1
    job: str | None = None
    #: Uses counted against this shootout's limits ("once per shootout", a Headline).
    used_abilities: list[str] = []
    #: "No other dudes may join this shootout": only the leader and the mark fight.
    closed: bool = False
    #: "This shootout ends after one round": the last round to be fought.
    last_round: Annotated[int, msgspec.Meta(ge=1, le=MAX_COUNT)] | None = None


class BoardSpec(_Strict):
    players: list[PlayerSpec]
    version: int = BOARD_VERSION
    seed: Seed = 0
    day: Day = 1
    phase: Phase = "high noon"
    turn: str | None = None
    passes: Passes = 0
    first_player: str | None = None
    effects: list[LastingEffectSpec] = []
    used_abilities: list[str] = []
    extra_uses: list[str] = []
    shootout: ShootoutSpec | None = None
    replay: list[tuple[str, str]] = []


_STRUCTS = (AttachmentSpec, DudeSpec, DeedSpec, PlayerSpec, LastingEffectSpec, ShootoutSpec, BoardSpec)
_FIELDS = sorted({field for struct in _STRUCTS for field in struct.__struct_fields__})
_UNKNOWN_FIELD = re.compile(r"Object contains unknown field `(?P<field>[^`]+)`(?: - at `(?P<path>[^`]+)`)?")
_AT_PATH = re.compile(r" - at `(?P<path>[^`]+)`$")


#: Keys a board writer reaches for by meaning, not by spelling: the key a board uses, and why.
_MEANT = {
    "dude": ("card", "a dude entry is `card:`, e.g. {card: Jake Smiley, at: home}"),
    "title": ("card", "a card entry names its card with `card:`"),
    "name": ("card", "a card entry names its card with `card:`; `name:` is a player's"),
    "location": ("at", "where a dude stands is `at:`"),
    "where": ("at", "where a dude stands is `at:`"),
    "place": ("at", "where a dude stands is `at:`"),
    "position": ("at", "where a dude stands is `at:`"),
    "money": ("ghost_rock", "a player's or card's money is `ghost_rock:`"),
    "gr": ("ghost_rock", "a player's or card's money is `ghost_rock:`"),
    "cp": ("control_points", "control point tokens are `control_points:`"),
    "attached": ("attachments", "the cards on a dude are `attachments:`"),
    "goods": ("attachments", "the cards on a dude are `attachments:`"),
    "gear": ("attachments", "the cards on a dude are `attachments:`"),
    "discard_pile": ("discard", "the discard pile is `discard:`"),
    "graveyard": ("boot_hill", "aced cards lie in `boot_hill:`"),
    "deeds": ("street", "deeds in play are listed in `street:` (or `out_of_town:`)"),
    "locations": ("street", "deeds in play are listed in `street:` (or `out_of_town:`)"),
}


#: The longest text a board holds (card titles and effects are tens of characters): a
#: longer one is a mistake, refused before anything compares it with the known names.
MAX_TEXT = 1_000


def _oversized(data: Any) -> None:
    """Refuse a text longer than `MAX_TEXT` (key or value) at its path, quoting only its
    start: a 10 MB title must not be copied into suggestions and messages. (The walk is a
    loop, not a recursion: the schema check after it refuses deep nesting in its words.)"""
    stack: list[tuple[Any, str]] = [(data, "$")]
    while stack:
        value, path = stack.pop()
        if isinstance(value, str) and len(value) > MAX_TEXT:
            raise BoardError(
                f"a text of {len(value):,} characters ({shown(value)}); a board's texts are at most {MAX_TEXT:,}",
                path,
            )
        if isinstance(value, Mapping):
            for key, item in value.items():
                name = key if isinstance(key, str) and len(key) <= MAX_TEXT else "<key>"
                if isinstance(key, str) and len(key) > MAX_TEXT:
                    raise BoardError(f"a key of {len(key):,} characters ({shown(key)})", path)
                stack.append((item, f"{path}.{name}"))
        elif isinstance(value, list | tuple):
            stack.extend((item, f"{path}[{i}]") for i, item in enumerate(value))


def parse_board(data: Mapping[str, Any]) -> BoardSpec:
    """Validate the structure of a board; raise BoardError with the path and a fix."""
    if not isinstance(data, Mapping):
        raise BoardError(f"a board is a mapping with at least a 'players' list, not {shown(data)}")
    _oversized(data)
    try:
        return msgspec.convert(dict(data), BoardSpec)
    except msgspec.ValidationError as error:
        text = str(error)
        unknown = _UNKNOWN_FIELD.match(text)
        if unknown:
            field = unknown["field"]
            meant = _MEANT.get(field.strip().lower().replace(" ", "_").replace("-", "_"))
            close = get_close_matches(field, _FIELDS, n=1)
            if meant is not None:
                hint = f" Did you mean '{meant[0]}'? ({meant[1]})"
            else:
                hint = f" Did you mean '{close[0]}'?" if close else f" Known keys: {', '.join(_FIELDS)}"
            # The path names the key itself, so the reported line is the key's, not its mapping's.
            path = f"{unknown['path'] or '$'}.{field}"
            raise BoardError(f"unknown key '{field}'.{hint}", path) from None
        raise _schema_error(data, text) from None
    except RecursionError:
        raise BoardError("the board nests too deeply: a board is a few levels of keys and lists") from None


#: msgspec's names for the shapes of data, in a board writer's words.
_SHAPES = {
    "int": "a whole number",
    "str": "text",
    "bool": "true or false",
    "array": "a list",
    "object": "a mapping of keys to values",
    "null": "left empty",
    "float": "a number",
}
_EXPECTED = re.compile(
    r"^Expected `(?P<shape>[^`]+)`(?P<detail>[^-]*?)(?:, got `[^`]+`)?(?: - at `(?P<key>key)` in `(?P<in>[^`]+)`)?(?: - at `(?P<path>[^`]+)`)?$"
)
_MISSING = re.compile(r"^Object missing required field `(?P<field>[^`]+)`(?: - at `(?P<path>[^`]+)`)?$")
_ENUM = re.compile(r"^Invalid enum value (?P<value>.+?)(?: - at `(?P<path>[^`]+)`)?$")
_STEP = re.compile(r"\.([^.\[]+)|\[(\d+)\]")


def _value_at(data: Any, path: str) -> Any:
    """The value at a `$.players[0].ghost_rock` path of the raw board (None if absent)."""
    node = data
    for key, index in _STEP.findall(path):
        if key and isinstance(node, Mapping):
            node = node.get(key)
        elif index and isinstance(node, list | tuple) and int(index) < len(node):
            node = node[int(index)]
        else:
            return None
    return node


def shown(value: Any) -> str:
    """A value as a board writer would recognise it."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else repr(value[:40]) + "…"
    if isinstance(value, int) and abs(value) >= 10**24:
        return "a number that long"
    if isinstance(value, int | float):
        text = str(value)
        return text if len(text) <= 24 else "a number that long"
    if isinstance(value, Mapping):
        return "a mapping"
    if isinstance(value, list | tuple | set | frozenset):
        return "a list"
    if hasattr(value, "isoformat"):
        return f"the date {value.isoformat()} (quote it to make it text)"
    if isinstance(value, bytes | bytearray):
        return "binary data"
    return "a value of another kind"


def _shape(shape: str) -> str:
    return " or ".join(_SHAPES.get(part.strip(), part.strip()) for part in shape.split("|"))


def _schema_error(data: Any, text: str) -> BoardError:
    """msgspec's complaint as a BoardError: what the value must be, and what it is."""
    if expected := _EXPECTED.match(text):
        if expected["key"]:
            path = expected["in"]
            container = _value_at(data, path)
            keys = [k for k in container if not isinstance(k, str)] if isinstance(container, Mapping) else []
            bad = shown(keys[0]) if keys else "one"
            return BoardError(f"the key {bad} is not a name: keys are text such as 'ghost_rock'", path)
        path = expected["path"] or "$"
        name = path.rsplit(".", 1)[-1] if path != "$" else "the board"
        value = _value_at(data, path)
        detail = expected["detail"].strip()
        if detail.startswith(("<", ">")):
            low, high = _bounds(path)
            return BoardError(f"{name} is a whole number from {low} to {high}, not {shown(value)}", path)
        if detail.startswith("of length"):
            return BoardError(
                f"{name} is a list of {detail.split()[2].rstrip(',')} items: [player, option]", path
            )
        return BoardError(f"{name} must be {_shape(expected['shape'])}, not {shown(value)}", path)
    if missing := _MISSING.match(text):
        path = missing["path"] or "$"
        return BoardError(f"'{missing['field']}' is missing: add it", path)
    if enum := _ENUM.match(text):
        path = enum["path"] or "$"
        phases = list(get_args(Phase))
        close = get_close_matches(str(_value_at(data, path)), phases, n=1)
        hint = f"Did you mean '{close[0]}'?" if close else f"Use one of: {', '.join(phases)}"
        return BoardError(f"unknown phase {enum['value']}. {hint}", path)
    return BoardError(_AT_PATH.sub("", text), (_AT_PATH.search(text) or {"path": "$"})["path"])


def _bounds(path: str) -> tuple[int, int]:
    """The range the schema allows for the number at `path` (field names are unique)."""
    import msgspec.inspect as schema

    name = path.rsplit(".", 1)[-1]
    for struct in _STRUCTS:
        for field in schema.type_info(struct).fields:  # type: ignore[attr-defined]
            if field.name == name and isinstance(field.type, schema.IntType):
                return field.type.ge or 0, field.type.le or MAX_COUNT
    return 0, MAX_COUNT
