"""Pictures of the board: a board (contract C3) drawn as SVG, the way it lies on the table.

A rules expert reading a scenario report wants to *see* the position: each player's
street from left to right (home and deeds in order, out-of-town deeds after a gap), the
town square between the streets, the dudes standing at each location with their
attachments and tokens, booted cards turned 90°, the posses of a shootout marked. Two
pictures, before and after the When steps, show what changed (`changes`).

The SVG is plain text made here: no scripts, images or web fonts (the system font stack),
and every name is escaped, because card titles are data.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from html import escape
from typing import Any

TOWN_SQUARE = "Town Square"

#: Portrait card size; a booted card is turned and takes CARD_H × CARD_W.
CARD_W, CARD_H = 100, 136
#: Attachments are smaller cards under their dude or deed, two to a row.
ATT_W, ATT_H = 60, 82
#: A column holds one location, or one dude in the town square; it fits a turned card.
COLUMN = 160
#: Room above a card for its pills (posse role, tokens).
PILLS = 22
GAP = 14
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', Arial, sans-serif"
#: Each player's colour: the edge of their cards and the band of their street.
PLAYER_COLOURS = ("#2563a8", "#a8322b", "#2f7d3a", "#7a3fa0")
FILLS = {"dude": "#fdf6e3", "deed": "#eef6e9", "home": "#e6edf6", "attachment": "#f6eefa"}
CHANGED, LEFT = "#e07000", "#c0262d"


# -- reading a board --------------------------------------------------------------------
@dataclass
class CardView:
    """One card in play as the picture shows it."""

    uid: str
    kind: str  # dude, deed, home or attachment
    player: int  # whose colour it wears: its controller's
    booted: bool = False
    bounty: int = 0
    control_points: int = 0
    attachments: list[CardView] = field(default_factory=list)


@dataclass
class PlayerView:
    name: str
    index: int
    home: str
    street: list[CardView]
    out_of_town: list[CardView]
    line: str  # ghost rock and piles


def _entry(item: Any) -> dict[str, Any]:
    """A board entry as a dict: a bare name is a card in its default state."""
    return {"card": str(item)} if not isinstance(item, dict) else item


def _card(item: Any, kind: str, player: int) -> CardView:
    entry = _entry(item)
    return CardView(
        uid=str(entry.get("card", "?")),
        kind=kind,
        player=player,
        booted=bool(entry.get("booted", False)),
        bounty=int(entry.get("bounty", 0) or 0),
        control_points=int(entry.get("control_points", 0) or 0),
        attachments=[_card(a, "attachment", player) for a in entry.get("attachments", []) or []],
    )


def _player_line(entry: Mapping[str, Any]) -> str:
    parts = [f"{entry.get('ghost_rock', 0)} ghost rock"]
    if entry.get("control_points"):
        parts.append(f"{entry['control_points']} CP tokens")
    if entry.get("debtor"):
        parts.append("debtor")
    for key, label in (
        ("hand", "hand"),
        ("deck", "deck"),
        ("discard", "discard"),
        ("boot_hill", "boot hill"),
    ):
        parts.append(f"{label} {len(entry.get(key, []) or [])}")
    if entry.get("legend"):
        booted = " (booted)" if entry.get("legend_booted") else ""
        parts.append(f"legend {entry['legend']}{booted}")
    return " · ".join(parts)


@dataclass
class Town:
    """The board arranged for drawing: streets, and the dudes at each location."""

    players: list[PlayerView]
    dudes_at: dict[str, list[CardView]]
    roles: dict[str, str]  # uid → leader, mark or posse
    sides: dict[str, int]  # uid → the player whose posse it is in
    shootout_at: str | None
    shootout_line: str


def home_key(player: str) -> str:
    return f"{player}'s home"


def read_town(board: Mapping[str, Any]) -> Town:
    """Where everything stands on `board`, keyed by the location names the log uses."""
    players: list[PlayerView] = []
    dudes_at: dict[str, list[CardView]] = {}
    homes: dict[str, str] = {}
    for index, entry in enumerate(board.get("players", [])):
        name = str(entry.get("name", f"Player{index + 1}"))
        outfit = str(entry.get("outfit", "?"))
        homes[outfit.lower()] = home_key(name)
        home = CardView(outfit, "home", index, booted=bool(entry.get("outfit_booted", False)))
        street = [
            home if item == "home" else _card(item, "deed", index) for item in entry.get("street", ["home"])
        ]
        if home not in street:
            street.insert(0, home)
        out = [_card(item, "deed", index) for item in entry.get("out_of_town", []) or []]
        players.append(PlayerView(name, index, outfit, street, out, _player_line(entry)))
    for player in players:
        entry = board["players"][player.index]
        for item in entry.get("dudes", []) or []:
            dude = _card(item, "dude", player.index)
            at = str(_entry(item).get("at", "home"))
            key = home_key(player.name) if at == "home" else homes.get(at.lower(), at)
            dudes_at.setdefault(key, []).append(dude)
    roles: dict[str, str] = {}
    sides: dict[str, int] = {}
    shootout = board.get("shootout")
    shootout_at, shootout_line = None, ""
    if shootout:
        names = [p.name for p in players]
        for player, posse in (shootout.get("posses") or {}).items():
            for uid in posse:
                roles[uid] = "posse"
                sides[uid] = names.index(player) if player in names else 0
        if shootout.get("leader"):
            roles[str(shootout["leader"])] = "leader"
        if shootout.get("mark"):
            roles[str(shootout["mark"])] = "mark"
        shootout_at = str(shootout.get("location", ""))
        shootout_line = f"shootout, round {shootout.get('round', 1)}"
        if shootout.get("job"):
            shootout_line += f" (job: {shootout['job']})"
    return Town(players, dudes_at, roles, sides, shootout_at, shootout_line)


def places(board: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """Every card in play on `board`: where it is, booted or not, its tokens."""
    town = read_town(board)
    found: dict[str, dict[str, Any]] = {}

    def add(card: CardView, where: str) -> None:
        found[card.uid] = {
            "where": where,
            "player": town.players[card.player].name if card.player < len(town.players) else "",
            "booted": card.booted,
            "bounty": card.bounty,
            "control_points": card.control_points,
        }
        for attachment in card.attachments:
            add(attachment, f"on {card.uid}")

    for player in town.players:
        for card in player.street:
            add(card, f"{player.name}'s street")
        for card in player.out_of_town:
            add(card, "out of town")
    for location, dudes in town.dudes_at.items():
        for dude in dudes:
            add(dude, location)
    return found


def _piles(board: Mapping[str, Any]) -> dict[str, str]:
    """uid → the pile it lies in, for cards out of play."""
    found: dict[str, str] = {}
    for entry in board.get("players", []):
        for key, label in (
            ("hand", "hand"),
            ("deck", "deck"),
            ("discard", "discard pile"),
            ("boot_hill", "boot hill"),
        ):
            for item in entry.get(key, []) or []:
                found[str(_entry(item).get("card"))] = label
    return found


def changes(
    before: Mapping[str, Any],
    after: Mapping[str, Any],
    stats_before: Mapping[str, str] | None = None,
    stats_after: Mapping[str, str] | None = None,
) -> dict[str, list[str]]:
    """What happened to each card in play between two boards, in a few words:
    "moved to Town Square", "booted", "unbooted", "enters play from hand",
    "leaves play to boot hill", "bounty 0 → 1", "stats 2 stud → 3 stud"."""
    old, new = places(before), places(after)
    piles_before, piles_after = _piles(before), _piles(after)
    found: dict[str, list[str]] = {}
    for uid in old.keys() - new.keys():
        pile = piles_after.get(uid)
        found[uid] = [f"leaves play to {pile}" if pile else "leaves play"]
    for uid in new.keys() - old.keys():
        pile = piles_before.get(uid)
        found[uid] = [f"enters play from {pile}" if pile else "enters play"]
    for uid in old.keys() & new.keys():
        a, b = old[uid], new[uid]
        notes: list[str] = []
        if a["where"] != b["where"]:
            notes.append(f"moved to {b['where']}")
        if a["player"] != b["player"]:
            notes.append(f"now {b['player']}'s")
        if a["booted"] != b["booted"]:
            notes.append("booted" if b["booted"] else "unbooted")
        for key, label in (("bounty", "bounty"), ("control_points", "CP tokens")):
            if a[key] != b[key]:
                notes.append(f"{label} {a[key]} → {b[key]}")
        if (
            stats_before is not None
            and stats_after is not None
            and stats_before.get(uid) != stats_after.get(uid)
        ):
            notes.append(f"{stats_before.get(uid, '')} → {stats_after.get(uid, '')}".replace("\n", ", "))
        if notes:
            found[uid] = notes
    return found


# -- drawing ----------------------------------------------------------------------------
def _text_width(text: str, size: float) -> float:
    """A generous estimate of a text's width in the system sans-serif font."""
    return len(text) * size * 0.58


def wrap(text: str, width: float, size: float, lines: int) -> list[str]:
    """`text` in at most `lines` lines that fit `width`; the last is cut with an ellipsis."""
    words, out, current = text.split(), [], ""
    for word in words:
        candidate = f"{current} {word}".strip()
        if _text_width(candidate, size) <= width or not current:
            current = candidate
        else:
            out.append(current)
            current = word
    out.append(current)
    out = [line if _text_width(line, size) <= width else _cut(line, width, size) for line in out]
    if len(out) > lines:
        out = [*out[: lines - 1], _cut(" ".join(out[lines - 1 :]) + "…", width, size)]
    return out


def _cut(text: str, width: float, size: float) -> str:
    keep = max(1, int(width / (size * 0.58)) - 1)
    return text if len(text) <= keep + 1 else text[:keep].rstrip() + "…"


def _attr(value: object) -> str:
    return escape(str(value), quote=True)


def _text(
    x: float,
    y: float,
    text: str,
    size: float,
    *,
    weight: str = "normal",
    anchor: str = "middle",
    fill: str = "#222",
    cls: str = "",
) -> str:
    klass = f' class="{cls}"' if cls else ""
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" font-weight="{weight}" '
        f'text-anchor="{anchor}" fill="{fill}"{klass}>{escape(text, quote=False)}</text>'
    )


def _pill(x: float, y: float, text: str, fill: str, *, cls: str, card: str) -> tuple[str, float]:
    """A small rounded label starting at x; returns it and its width."""
    width = _text_width(text, 11) + 12
    return (
        f'<g class="pill {cls}" data-card="{_attr(card)}"><rect x="{x:.1f}" y="{y:.1f}" width="{width:.1f}" height="17" rx="8.5" '
        f'fill="{fill}"/>{_text(x + width / 2, y + 12.5, text, 11, weight="bold", fill="#fff")}</g>',
        width,
    )


@dataclass
class Style:
    """How one picture marks cards: what changed (and how to say it), posse roles."""

    changed: Mapping[str, list[str]]
    side: str  # "before" or "after"
    stats: Mapping[str, str]
    roles: Mapping[str, str]
    sides: Mapping[str, int]


def _card_svg(card: CardView, x: float, y: float, w: float, h: float, style: Style, size: float) -> str:
    """One card, its top-left corner at (x, y) when standing; a booted card is the same
    card turned 90° clockwise about its centre, its text kept level to stay legible."""
    notes = style.changed.get(card.uid, [])
    leaving = bool(notes) and notes[0].startswith("leaves") and style.side == "before"
    classes = ["card", card.kind]
    if card.booted:
        classes.append("booted")
    if notes:
        classes.append("changed")
    colour = PLAYER_COLOURS[card.player % len(PLAYER_COLOURS)]
    cx, cy = x + w / 2, y + h / 2
    turn = f' transform="rotate(90 {cx:.1f} {cy:.1f})"' if card.booted else ""
    band = max(6.0, h * 0.05)
    parts = [
        f'<g class="{" ".join(classes)}" data-card="{_attr(card.uid)}" data-kind="{card.kind}"'
        f' data-booted="{"yes" if card.booted else "no"}" data-change="{_attr("; ".join(notes))}">',
        f"<title>{escape(card.uid, quote=False)}{' (booted)' if card.booted else ''}</title>",
        f'<g class="frame"{turn}>',
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="7" fill="{FILLS[card.kind]}" '
        f'stroke="{colour}" stroke-width="2"/>',
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{band:.1f}" rx="3" fill="{colour}"/>',
        "</g>",
    ]
    if notes:
        dash = ' stroke-dasharray="7 4"' if style.side == "before" else ""
        edge = LEFT if leaving else CHANGED
        lw, lh = (h, w) if card.booted else (w, h)
        parts.append(
            f'<rect class="highlight" x="{cx - lw / 2 - 4:.1f}" y="{cy - lh / 2 - 4:.1f}" width="{lw + 8:.1f}" '
            f'height="{lh + 8:.1f}" rx="9" fill="none" stroke="{edge}" stroke-width="4"{dash}/>'
        )
    # The text stands level inside the card's footprint, standing or turned.
    fw, fh = (h, w) if card.booted else (w, h)
    top = cy - fh / 2
    title_size = size
    lines = wrap(card.uid, fw - 12, title_size, 3)
    ty = top + band + title_size + 6
    for line in lines:
        parts.append(_text(cx, ty, line, title_size, weight="bold", cls="title"))
        ty += title_size * 1.22
    notes_line = [word for word, shown in (("home", card.kind == "home"), ("booted", card.booted)) if shown]
    if notes_line:
        parts.append(_text(cx, ty + 2, " · ".join(notes_line), size * 0.8, fill="#555", cls="state"))
    stats = style.stats.get(card.uid, "")
    if stats and card.kind != "attachment":
        sy = top + fh - 8 - (len(stats.split("\n")) - 1) * size
        for line in stats.split("\n"):
            parts.append(_text(cx, sy, line, size * 0.85, fill="#333", cls="stats"))
            sy += size
    parts.append("</g>")
    return "".join(parts)


def _pills(card: CardView, x: float, y: float, style: Style) -> str:
    out: list[str] = []
    role = style.roles.get(card.uid)
    labels: list[tuple[str, str, str]] = []
    if role:
        colour = PLAYER_COLOURS[style.sides.get(card.uid, card.player) % len(PLAYER_COLOURS)]
        labels.append((role, colour, f"posse {role}"))
    if card.bounty:
        labels.append((f"bounty {card.bounty}", "#8a5a00", "bounty"))
    if card.control_points:
        labels.append((f"{card.control_points} CP", "#6b6b00", "control-points"))
    for text, colour, cls in labels:
        svg, width = _pill(x, y, text, colour, cls=cls, card=card.uid)
        out.append(svg)
        x += width + 4
    return "".join(out)


def _badge(card: CardView, x: float, y: float, width: float, style: Style) -> tuple[str, float]:
    """What happened to the card, in words under it (two lines at most); and the height."""
    notes = style.changed.get(card.uid)
    if not notes or (style.side == "before" and not notes[0].startswith("leaves")):
        return "", 0.0
    lines = wrap("; ".join(notes), width - 8, 11, 2)
    colour = LEFT if notes[0].startswith("leaves") else CHANGED
    texts = "".join(
        _text(x + width / 2, y + 14 + 13 * i, line, 11, weight="bold", fill=colour)
        for i, line in enumerate(lines)
    )
    return f'<g class="badge">{texts}</g>', 13.0 * len(lines) + 8


def _block(card: CardView, x: float, y: float, style: Style) -> tuple[str, float]:
    """A card in its column with pills above, what changed under it and its attachments
    below; returns the SVG and the height used."""
    parts = [_pills(card, x + 4, y + 2, style)]
    parts.append(_card_svg(card, x + (COLUMN - CARD_W) / 2, y + PILLS, CARD_W, CARD_H, style, 13))
    height = float(PILLS + CARD_H + 6)
    badge, used = _badge(card, x, y + height - 4, COLUMN, style)
    parts.append(badge)
    height += used
    for row in range(0, len(card.attachments), 2):
        pair = card.attachments[row : row + 2]
        slot = COLUMN / len(pair)
        for i, attachment in enumerate(pair):
            ax = x + slot * i + (slot - ATT_W) / 2
            parts.append(_card_svg(attachment, ax, y + height + 4, ATT_W, ATT_H, style, 10.5))
        badges = [_badge(a, x + slot * i, y + height + ATT_H + 6, slot, style) for i, a in enumerate(pair)]
        parts += [svg for svg, _used in badges]
        height += ATT_H + 10 + max(used for _svg, used in badges)
    return "".join(parts), height + GAP


def _column(
    location: CardView | None, dudes: list[CardView], x: float, y: float, style: Style
) -> tuple[str, float]:
    parts: list[str] = []
    height = 0.0
    if location is not None:
        svg, used = _block(location, x, y, style)
        parts.append(svg)
        height += used
    for dude in dudes:
        svg, used = _block(dude, x, y + height, style)
        parts.append(svg)
        height += used
    return "".join(parts), height


class _Canvas:
    """The picture being drawn, top to bottom."""

    def __init__(self, width: float) -> None:
        self.parts: list[str] = []
        self.width = width
        self.y = 12.0

    def add(self, svg: str) -> None:
        self.parts.append(svg)


def _street(canvas: _Canvas, player: PlayerView, town: Town, style: Style) -> None:
    colour = PLAYER_COLOURS[player.index % len(PLAYER_COLOURS)]
    y0 = canvas.y
    canvas.add(
        f'<g class="street-label">{_text(16, y0 + 18, f"{player.name} — {player.home}", 16, weight="bold", anchor="start", fill=colour)}'
        f"{_text(16, y0 + 38, player.line, 12.5, anchor='start', fill='#444')}</g>"
    )
    y = y0 + 62
    x = 16.0
    height = 0.0
    columns: list[tuple[CardView, float]] = []
    for location in player.street:
        columns.append((location, x))
        x += COLUMN
    if player.out_of_town:
        x += 24
        canvas.add(
            f'<line x1="{x - 12:.1f}" y1="{y:.1f}" x2="{x - 12:.1f}" y2="{y + CARD_H + PILLS:.1f}" '
            f'stroke="#999" stroke-dasharray="5 5"/>'
        )
        canvas.add(_text(x + 4, y - 2, "out of town", 12, anchor="start", fill="#666"))
        for location in player.out_of_town:
            columns.append((location, x))
            x += COLUMN
    for location, cx in columns:
        key = home_key(player.name) if location.kind == "home" else location.uid
        svg, used = _column(location, town.dudes_at.get(key, []), cx, y, style)
        if key == town.shootout_at:  # the fight's location, tinted under its cards
            canvas.add(
                f'<rect class="shootout" x="{cx + 4:.1f}" y="{y - 18:.1f}" width="{COLUMN - 8:.1f}" '
                f'height="{used + 18:.1f}" rx="8" fill="{CHANGED}" fill-opacity="0.12"/>'
                + _text(cx + COLUMN / 2, y - 5, town.shootout_line, 12, weight="bold", fill=CHANGED)
            )
        canvas.add(f'<g class="location" data-location="{_attr(key)}">{svg}</g>')
        height = max(height, used)
    canvas.add(
        f'<rect class="street" x="8" y="{y0:.1f}" width="{canvas.width - 16:.1f}" height="{y - y0 + height:.1f}" rx="10" '
        f'fill="none" stroke="{colour}" stroke-opacity="0.35" stroke-width="2"/>'
    )
    canvas.y = y + height + 8


def _square(canvas: _Canvas, town: Town, style: Style) -> None:
    y0 = canvas.y
    dudes = town.dudes_at.get(TOWN_SQUARE, [])
    label = TOWN_SQUARE + (f" — {town.shootout_line}" if town.shootout_at == TOWN_SQUARE else "")
    parts = [_text(24, y0 + 22, label, 16, weight="bold", anchor="start", fill="#5a4a2a")]
    x, height = 24.0, 0.0
    for index, dude in enumerate(dudes):
        if index and dude.player != dudes[index - 1].player:
            parts.append(
                f'<line x1="{x + 4:.1f}" y1="{y0 + 36:.1f}" x2="{x + 4:.1f}" y2="{y0 + 36 + CARD_H:.1f}" '
                'stroke="#b9a77a" stroke-dasharray="4 4"/>'
            )
            x += 8
        svg, used = _block(dude, x, y0 + 32, style)
        parts.append(svg)
        height = max(height, used)
        x += COLUMN
    if not dudes:
        parts.append(_text(24, y0 + 48, "nobody here", 12.5, anchor="start", fill="#8a7a5a"))
        height = 26
    box = (
        f'<rect class="town-square" x="8" y="{y0:.1f}" width="{canvas.width - 16:.1f}" height="{height + 40:.1f}" rx="14" '
        'fill="#f3ead2" stroke="#b9a77a" stroke-width="2"/>'
    )
    canvas.add('<g class="location square" data-location="Town Square">' + box + "".join(parts) + "</g>")
    canvas.y = y0 + height + 40 + 16


def _width(town: Town) -> float:
    """The picture's width: its widest street, or the town square with all its dudes."""
    streets = [
        32 + COLUMN * len(p.street) + (24 + COLUMN * len(p.out_of_town) if p.out_of_town else 0)
        for p in town.players
    ]
    square = town.dudes_at.get(TOWN_SQUARE, [])
    sides = len({d.player for d in square})
    headers = [_text_width(p.line, 12.5) + 40 for p in town.players]
    return max(400.0, *streets, *headers, 48 + COLUMN * len(square) + 8 * max(0, sides - 1))


def board_svg(
    board: Mapping[str, Any],
    *,
    stats: Mapping[str, str] | None = None,
    changed: Mapping[str, list[str]] | None = None,
    side: str = "after",
    caption: str = "",
) -> str:
    """The board drawn as one SVG element: the first player's street, the town square,
    then the other streets; other places dudes stand (a card that is a location) last.

    `changed` (from `changes`) highlights cards: dashed in the "before" picture, solid
    with a note of what happened in the "after" one. `stats` holds each card's current
    stats as a line or two of text (the board itself only stores the position)."""
    town = read_town(board)
    style = Style(changed or {}, side, stats or {}, town.roles, town.sides)
    canvas = _Canvas(_width(town))
    if caption:
        canvas.add(_text(12, canvas.y + 14, caption, 15, weight="bold", anchor="start", cls="caption"))
        canvas.y += 26
    first, rest = town.players[:1], town.players[1:]
    for player in first:
        _street(canvas, player, town, style)
    _square(canvas, town, style)
    for player in rest:
        _street(canvas, player, town, style)
    known = {TOWN_SQUARE} | {home_key(p.name) for p in town.players}
    known |= {c.uid for p in town.players for c in [*p.street, *p.out_of_town]}
    for location, dudes in town.dudes_at.items():
        if location not in known:
            canvas.add(_text(16, canvas.y + 16, f"at {location}", 14, weight="bold", anchor="start"))
            svg, used = _column(None, dudes, 16, canvas.y + 24, style)
            canvas.add(svg)
            canvas.y += used + 30
    width, height = canvas.width, canvas.y + 8
    body = "".join(canvas.parts)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="board" data-side="{_attr(side)}" '
        f'width="{width:.0f}" height="{height:.0f}" viewBox="0 0 {width:.0f} {height:.0f}" '
        f'font-family="{_attr(FONT)}" role="img" aria-label="{_attr(caption or "the board")}">'
        f"{body}</svg>"
    )


def card_stats(cards: Mapping[str, Mapping[str, Any]]) -> dict[str, str]:
    """Each card's stats as the picture prints them, from `stats_of` entries."""
    return {uid: _stats_text(entry) for uid, entry in cards.items()}


def _stats_text(entry: Mapping[str, Any]) -> str:
    kind = entry.get("type")
    if kind == "dude":
        shooter = entry.get("shooter") or "draw"
        line = f"{entry.get('bullets', 0)} {shooter} · inf {entry.get('influence', 0)}"
        extra = f"value {entry.get('value', 0)}"
        if entry.get("control"):
            extra += f" · CP {entry['control']}"
        return f"{line}\n{extra}"
    if kind in ("deed", "outfit"):
        text = f"prod {entry.get('production', 0)} · CP {entry.get('control', 0)}"
        return text
    return ""


def iter_cards(board: Mapping[str, Any]) -> Iterator[str]:
    """The uid of every card in play on `board`."""
    yield from places(board)
