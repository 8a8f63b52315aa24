"""Every title of the card database on one board (C3): placed where the rules allow —
in play where possible, else in a hand, deck or discard pile — exported and rebuilt to
the same position. Titles that look like copy numbers ("Hellstromme Plant #9") prove
that a board's card names and the engine's uids cannot be confused."""

from __future__ import annotations

import re
from typing import Any

import pytest

from cards.card import CardData
from cards.database import card_db
from engine.attachments import LIMITED
from engine.game import Game
from engine.spells import SPELL_SKILLS

_EXPERIENCE = re.compile(r" \(Exp\.\d+\)$")


def _spell_skill(data: CardData) -> str | None:
    return next((skill for keyword, skill in SPELL_SKILLS.items() if keyword in _keywords(data)), None)


def _keywords(data: CardData) -> set[str]:
    return {k.lower() for k in data.keywords}


def _can_hold(dude: dict[str, Any], data: CardData) -> bool:
    """A goods or spell the rules let this dude hold: the spell's skill, a Mad Scientist for
    a Gadget, one Weapon, Horse and Attire each (§3.5, §7.3)."""
    skills = dude["data"].skills
    if data.type == "spell":
        skill = _spell_skill(data)
        return skill is not None and skill in skills
    if "gadget" in _keywords(data) and "mad scientist" not in skills:
        return False
    held = dude["held"]
    return not any(
        k.lower() in _keywords(data) and any(k.lower() in _keywords(h) for h in held) for k in LIMITED
    )


def every_title_board() -> dict[str, Any]:
    db = card_db()
    cards = [db.find(title) for title in db.titles()]
    players: list[dict[str, Any]] = [{"name": "Player1"}, {"name": "Player2"}]
    for player in players:
        player.update(street=["home"], out_of_town=[], dudes=[], hand=[], deck=[], discard=[])
    elsewhere = [p[zone] for zone in ("hand", "deck", "discard") for p in players]
    spill = 0

    def put_elsewhere(title: str) -> None:
        nonlocal spill
        elsewhere[spill % len(elsewhere)].append(title)
        spill += 1

    in_play: list[list[str]] = [[], []]
    dudes: list[dict[str, Any]] = []
    turn = 0
    for data in cards:
        side = players[turn % 2]
        if data.type == "outfit" and "outfit" not in side:
            side["outfit"] = data.title
        elif data.type == "legend" and "legend" not in side:
            side["legend"] = data.title
        elif data.type in ("outfit", "legend"):
            continue  # never in a pile (a board refuses it): each gets a board of its own
        elif data.type == "deed":
            side["out_of_town" if "out of town" in _keywords(data) else "street"].append(data.title)
        elif data.type == "dude":
            base = _EXPERIENCE.sub("", data.title)
            free = [i for i in (turn % 2, 1 - turn % 2) if base not in in_play[i]]
            if not free:
                put_elsewhere(data.title)
                continue
            in_play[free[0]].append(base)
            dudes.append({"data": data, "player": free[0], "held": []})
        else:
            put_elsewhere(data.title)
            continue
        turn += 1
    for data in cards:
        if data.type not in ("goods", "spell"):
            continue
        holder = next((d for d in dudes if _can_hold(d, data)), None)
        if holder is not None:
            holder["held"].append(data)
    held = {h.title for d in dudes for h in d["held"]}
    for pile in elsewhere:
        pile[:] = [t for t in pile if t not in held]
    for dude in dudes:
        entry: dict[str, Any] = {"card": dude["data"].title}
        if dude["held"]:
            entry["attachments"] = [h.title for h in dude["held"]]
        players[dude["player"]]["dudes"].append(entry)
    return {"seed": 3, "phase": "high noon", "players": players}


def test_titles_ending_in_a_number_sign_are_not_copy_numbers() -> None:
    """Hellstromme Plant #9 on a street and two more in hand and discard (a unique deed is
    in play once per player, §1.4): "Hellstromme Plant #9", "... #9 #2" and "... #9 #3";
    the board reads them back, and a second Shotgun is still "Shotgun #2"."""
    board = {
        "players": [
            {
                "outfit": "The Sloane Gang",
                "street": ["Hellstromme Plant #9", "home"],
                "hand": ["Shotgun", "Shotgun", "Hellstromme Plant #9"],
            },
            {"outfit": "Law Dogs", "discard": ["Hellstromme Plant #9"]},
        ]
    }
    game = Game.from_board(board)
    assert {"Hellstromme Plant #9", "Hellstromme Plant #9 #2", "Hellstromme Plant #9 #3"} <= set(game.cards)
    assert game.card("Shotgun #2").title == "Shotgun"
    snapshot = game.snapshot()
    assert snapshot["players"][0]["street"] == ["Hellstromme Plant #9", "home"]
    assert "Hellstromme Plant #9 #2" in snapshot["players"][0]["hand"]
    rebuilt = Game.from_board(snapshot)
    assert rebuilt.snapshot() == snapshot
    assert rebuilt.digest() == game.digest()


@pytest.mark.slow
def test_a_board_naming_every_title_rebuilds_to_the_same_position() -> None:
    """About 25 s: 430 dudes and 120 deeds in play make High Noon's first prompt large."""
    board = every_title_board()
    named = {
        entry if isinstance(entry, str) else entry["card"]
        for player in board["players"]
        for key in ("outfit", "legend", "street", "out_of_town", "dudes", "hand", "deck", "discard")
        for entry in (player[key] if isinstance(player.get(key), list) else [player.get(key)])
        if entry not in (None, "home")
    } | {a for p in board["players"] for d in p["dudes"] for a in d.get("attachments", [])}
    db = card_db()
    identities = {t for t in db.titles() if db.find(t).type in ("outfit", "legend")} - named
    assert named | identities == set(db.titles())
    boards = [board] + [
        {
            "players": [
                {"name": "Player1", **{db.find(title).type: title}},
                {"name": "Player2", "outfit": "Law Dogs"},
            ]
        }
        if db.find(title).type == "outfit"
        else {"players": [{"outfit": "Law Dogs", "legend": title}, {"outfit": "The Sloane Gang"}]}
        for title in sorted(identities)
    ]
    for one in boards:
        game = Game.from_board(one)
        snapshot = game.snapshot()
        rebuilt = Game.from_board(snapshot)
        assert rebuilt.snapshot() == snapshot
        assert rebuilt.position_digest() == game.position_digest()
