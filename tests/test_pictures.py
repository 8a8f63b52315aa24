"""The board pictures (harness.pictures): what the SVG draws, read back as XML."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

from harness.pictures import board_svg, changes, wrap

SVG = "{http://www.w3.org/2000/svg}"


def town(p1_dudes: list[Any], p2_dudes: list[Any] | None = None, **extra: Any) -> dict[str, Any]:
    return {
        "version": 1,
        "phase": "high noon",
        "players": [
            {
                "name": "Player1",
                "outfit": "The Sloane Gang",
                "ghost_rock": 5,
                "street": ["home", "General Store"],
                "out_of_town": ["Blake Ranch"],
                "dudes": p1_dudes,
            },
            {
                "name": "Player2",
                "outfit": "Law Dogs",
                "street": ["Bank of California", "home"],
                "dudes": p2_dudes or [],
                "boot_hill": [],
            },
        ],
        **extra,
    }


def cards(svg: str) -> dict[str, ET.Element]:
    root = ET.fromstring(svg)  # well-formed XML, or this raises
    return {
        g.attrib["data-card"]: g for g in root.iter(f"{SVG}g") if "card" in g.attrib.get("class", "").split()
    }


def classes(element: ET.Element) -> set[str]:
    return set(element.attrib.get("class", "").split())


def texts(element: ET.Element) -> list[str]:
    return [t.text or "" for t in element.iter(f"{SVG}text")]


def test_a_booted_dude_is_drawn_turned_90_degrees_and_a_standing_one_is_not() -> None:
    svg = board_svg(town([{"card": "Jake Smiley", "booted": True}, "Clint Ramsey"]))
    drawn = cards(svg)
    booted, standing = drawn["Jake Smiley"], drawn["Clint Ramsey"]
    frame = next(g for g in booted.iter(f"{SVG}g") if "frame" in classes(g))
    assert frame.attrib["transform"].startswith("rotate(90 ")
    assert "booted" in classes(booted) and booted.attrib["data-booted"] == "yes"
    assert all("transform" not in g.attrib for g in standing.iter(f"{SVG}g"))
    assert "booted" in " ".join(texts(booted))  # said in words too, level and legible


def test_streets_run_left_to_right_with_the_town_square_between_them() -> None:
    svg = board_svg(town([{"card": "Jake Smiley", "at": "Town Square"}], ["Clyde Owens"]))
    root = ET.fromstring(svg)
    rects = {r.attrib.get("class"): r for r in root.iter(f"{SVG}rect") if r.attrib.get("class")}
    streets = [r for r in root.iter(f"{SVG}rect") if r.attrib.get("class") == "street"]
    square = rects["town-square"]
    assert float(streets[0].attrib["y"]) < float(square.attrib["y"]) < float(streets[1].attrib["y"])
    frames = {
        uid: float(next(card.iter(f"{SVG}rect")).attrib["x"])
        for uid, card in cards(svg).items()
        if uid in ("The Sloane Gang", "General Store", "Blake Ranch")
    }
    assert frames["The Sloane Gang"] < frames["General Store"] < frames["Blake Ranch"]
    square_group = next(g for g in root.iter(f"{SVG}g") if g.attrib.get("data-location") == "Town Square")
    assert "Jake Smiley" in {g.attrib.get("data-card") for g in square_group.iter(f"{SVG}g")}


def test_a_posse_is_marked_with_its_leader_and_mark() -> None:
    board = town(
        [{"card": "Jake Smiley", "at": "Town Square"}, {"card": "Clint Ramsey", "at": "Town Square"}],
        [{"card": "Clyde Owens", "at": "Town Square"}],
        shootout={
            "location": "Town Square",
            "leader": "Jake Smiley",
            "mark": "Clyde Owens",
            "posses": {"Player1": ["Jake Smiley", "Clint Ramsey"], "Player2": ["Clyde Owens"]},
            "round": 1,
        },
    )
    root = ET.fromstring(board_svg(board))
    pills = {g.attrib["data-card"]: texts(g) for g in root.iter(f"{SVG}g") if "posse" in classes(g)}
    assert pills == {"Jake Smiley": ["leader"], "Clint Ramsey": ["posse"], "Clyde Owens": ["mark"]}
    assert any("shootout, round 1" in t for t in texts(root))


def test_what_changed_is_named_and_highlighted() -> None:
    before = town([{"card": "Jake Smiley"}, "Clint Ramsey"], ["Clyde Owens"])
    after = town(
        [{"card": "Jake Smiley", "at": "Town Square", "booted": True, "bounty": 1}],
        ["Clyde Owens"],
    )
    after["players"][0]["boot_hill"] = ["Clint Ramsey"]
    changed = changes(before, after, {"Clyde Owens": "2 stud"}, {"Clyde Owens": "3 stud"})
    assert changed == {
        "Jake Smiley": ["moved to Town Square", "booted", "bounty 0 → 1"],
        "Clint Ramsey": ["leaves play to boot hill"],
        "Clyde Owens": ["2 stud → 3 stud"],
    }
    drawn_after = cards(board_svg(after, changed=changed, side="after"))
    assert "changed" in classes(drawn_after["Jake Smiley"])
    assert drawn_after["Jake Smiley"].attrib["data-change"] == "moved to Town Square; booted; bounty 0 → 1"
    assert "changed" not in classes(drawn_after["The Sloane Gang"])
    highlight = [r for r in drawn_after["Jake Smiley"].iter(f"{SVG}rect") if "highlight" in classes(r)]
    assert len(highlight) == 1 and "stroke-dasharray" not in highlight[0].attrib
    root = ET.fromstring(board_svg(after, changed=changed, side="after"))
    badges = [" ".join(texts(g)) for g in root.iter(f"{SVG}g") if "badge" in classes(g)]
    assert "moved to Town Square; booted; bounty 0 → 1" in badges
    drawn_before = cards(board_svg(before, changed=changed, side="before"))
    leaving = [r for r in drawn_before["Clint Ramsey"].iter(f"{SVG}rect") if "highlight" in classes(r)]
    assert leaving and leaving[0].attrib["stroke-dasharray"]  # dashed where it stood


def test_cards_entering_play_say_where_from() -> None:
    before = town([])
    before["players"][0]["hand"] = ["Jake Smiley"]
    after = town(["Jake Smiley"])
    assert changes(before, after) == {"Jake Smiley": ["enters play from hand"]}


def test_card_names_are_escaped_as_data() -> None:
    title = "Jake <b>\"Smiley\"</b> & 'Co'"
    svg = board_svg(town([{"card": title, "attachments": ["Shotgun <x>"]}]), caption="<script>")
    drawn = cards(svg)  # parses: nothing broke out of its text or attribute
    assert title in drawn and "Shotgun <x>" in drawn
    root = ET.fromstring(svg)
    assert not list(root.iter(f"{SVG}b")) and not list(root.iter(f"{SVG}script"))
    assert "<script>" not in svg and "<b>" not in svg
    shown = " ".join(texts(drawn[title]))
    assert "<b>" in shown and "&" in shown  # the reader sees the title as written


def test_long_titles_wrap_to_the_card_and_are_cut_with_an_ellipsis() -> None:
    assert wrap("Bank of California", 95, 13, 3) == ["Bank of", "California"]
    lines = wrap("A title much too long to fit on three short lines of a small card", 60, 13, 3)
    assert len(lines) == 3 and lines[-1].endswith("…")
