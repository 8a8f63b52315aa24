"""The ledger's denominators: printed abilities from card text, and the engine's items."""

from __future__ import annotations

import pytest

from cards.database import card_db
from engine.decisions import IllegalPlay
from engine.game import Game
from engine.tracing import listening
from harness.rules_coverage.denominators import (
    IN_PLAY,
    card_entries,
    dimension_items,
    emitted_names_by_syntax,
    event_folders,
    event_types,
)
from harness.rules_coverage.printed import printed_abilities


def kinds(html: str) -> list[str]:
    return [a.kind for a in printed_abilities(html)]


def test_each_printed_ability_counts_separately_trait_text_once() -> None:
    html = (
        "This dude is a stud.\nHe has +1 influence.\n<b>Noon, Boot:</b> Gain 1 ghost rock.\n"
        "<b>Shootout:</b> Raise bullets.\n<b>Cheatin’ Resolution:</b> Ace a dude.\n"
        "<b>React, Boot:</b> After a move, draw.\n<b>Noon Job, Boot:</b> Mark a deed.\n"
        "<b>Shootout Hex 7, Boot:</b> A hex.\n<b>Shootout Tao Technique:</b> A technique.\n"
        "<b>Combo</b> if it is a Kung Fu dude.\n<b>Resolution:</b> Win.\n<b>Noon/Shootout:</b> Either."
    )
    assert kinds(html) == [
        "trait",
        "noon",
        "shootout",
        "cheatin resolution",
        "react",
        "job",
        "spell",
        "technique",
        "resolution",
        "noon/shootout",
    ]


def test_noon_slash_shootout_printed_with_spaces_is_one_kind() -> None:
    # TLC John Yarbrough (25025) prints "Noon / Shootout:".
    assert kinds("<b>Noon / Shootout:</b> Discard a Horse.") == ["noon/shootout"]


def test_reminder_text_alone_is_no_trait_and_a_colon_after_the_bold_tag_still_counts() -> None:
    assert kinds("<i>(This is reminder text.)</i>\n<b>React, Boot</b>: After a thing.") == ["react"]
    assert printed_abilities("") == []


def test_a_bulleted_list_under_an_ability_is_part_of_it() -> None:
    # Cooper Grannon (22011): "For each pull, if it is a:" and then one item per suit.
    cooper = printed_abilities(card_db().by_code("22011").text_html)
    assert [a.kind for a in cooper] == ["noon"]
    assert cooper[0].text.endswith("* Club, boot Cooper")
    # A bulleted list after trait text stays trait text.
    assert kinds("A trait:\n* one\n<b>Noon:</b> Do it.") == ["trait", "noon"]


def test_real_cards() -> None:
    allie = printed_abilities(card_db().by_code("01035").text_html)
    assert [(a.kind, a.text[:11]) for a in allie] == [("noon", "Noon, Boot:")]


def test_a_line_break_inside_an_abilitys_sentence_continues_it() -> None:
    """Babble On (22048) prints its React over two lines: one ability, no trait."""
    babble_on = printed_abilities(card_db().by_code("22048").text_html)
    assert [(a.kind, a.text) for a in babble_on] == [
        ("spell", "React Miracle 6: After another Miracle boots your dude, unboot that dude."),
        ("spell", "Shootout Miracle 7, Boot: Boot this dude to boot an opposing card."),
    ]
    html = "<b>Noon:</b> Gain 1 ghost rock.\nThis dude is a stud."
    assert kinds(html) == ["trait", "noon"]


def test_every_printing_counts_and_a_card_without_ability_counts_once() -> None:
    entries = card_entries()
    assert len(entries) == len(card_db().all())
    olivia = next(e for e in entries if e.data.code == "01046")
    assert [a.kind for a in olivia.abilities] == [IN_PLAY]
    assert not olivia.needs_script


def test_a_reprint_with_the_same_text_shares_its_first_printings_proofs() -> None:
    entries = {e.data.code: e for e in card_entries()}
    assert entries["24083"].abilities[0].proof_code == "01041"  # Pancho Castillo, no text
    assert entries["24078"].abilities[0].proof_code == "24078"  # Allie Hensman, new text


def test_a_scripted_ability_maps_to_the_trace_of_its_script() -> None:
    allie = next(e for e in card_entries() if e.data.code == "01035")
    assert allie.scripted
    assert [sorted(a.keys) for a in allie.abilities] == [["01035:0"]]


def test_other_dimensions_come_from_the_code() -> None:
    items = dimension_items()
    assert "move.free" in items["rule"]
    assert "onDudeMoved" in items["event"]
    assert {"modify bullets", "flag stud", "player hand_size"} <= set(items["effect"])
    assert items["window"] == ["gambling", "high noon", "shootout plays", "shootout resolution"]
    assert "end of day" in items["duration"]


def test_the_event_search_finds_what_the_syntax_tree_has() -> None:
    """Event types come from a text search (fast enough for every `gomorra verify`); it
    must name exactly the literal `.emit(...)` calls of the engine and the card scripts."""
    by_syntax = {name for folder in event_folders() for name in emitted_names_by_syntax(folder)}
    assert by_syntax
    assert event_types() == sorted(by_syntax)


def test_every_new_game_traces_to_a_listener_from_its_first_line() -> None:
    seen: list[tuple[str, str]] = []
    with listening(lambda kind, item: seen.append((kind, item))):
        game = Game.from_board(
            {
                "phase": "high noon",
                "players": [
                    {
                        "outfit": "The Sloane Gang",
                        "dudes": [{"card": "Allie Hensman", "at": "Town Square", "booted": True}],
                    },
                    {"outfit": "Law Dogs"},
                ],
            }
        )
        with pytest.raises(IllegalPlay):
            game.decide("Player1", "move Allie Hensman to Player1's home")
        game.decide("Player1", "pass")
    after = Game.from_board(
        {"phase": "high noon", "players": [{"outfit": "Law Dogs"}, {"outfit": "Law Dogs"}]}
    )
    assert ("refusal", "move.unbooted") in seen
    assert ("window", "high noon") in seen
    assert ("rule", "noon.turn") in seen
    assert not after.tracing


def test_an_applied_effect_traces_its_type_duration_and_trait() -> None:
    seen: set[tuple[str, str]] = set()
    with listening(lambda kind, item: seen.add((kind, item))):
        game = Game.from_board(
            {
                "phase": "high noon",
                "players": [
                    {
                        "outfit": "The Sloane Gang",
                        "dudes": [
                            {"card": "Pancho Castillo", "at": "home", "attachments": ["Buffalo Rifle"]}
                        ],
                    },
                    {"outfit": "Law Dogs"},
                ],
            }
        )
        seen.clear()
        assert game.effects.has_flag(
            game.card("Pancho Castillo"), "joins from adjacent without moving or booting"
        )
    assert {
        ("effect", "flag joins from adjacent without moving or booting"),
        ("duration", "while in play"),
        ("trait", "01097"),
    } <= seen


def test_a_spell_react_and_a_redirect_have_their_printed_slots() -> None:
    """Ace in the Hole's "React Hex 6" is a spell, as printed; Tyxarglenak's redirect is his
    printed trait (the ledger proves it when the redirect shields a Huckster)."""
    from harness.rules_coverage.denominators import script_slots

    assert script_slots("01101") == [("spell", "01101:0")]
    assert ("trait", "trait:01012") in script_slots("01012")


def test_a_noon_shootout_ability_declared_once_takes_its_printed_slot() -> None:
    """Hellstromme Plant #9's "Controller Noon/Shootout" is one "noon/shootout" declaration:
    the ledger must trace it as the printed ability (it was left "not exercised")."""
    entries = {e.data.code: e for e in card_entries()}
    assert entries["24135"].abilities[0].keys == frozenset({"24135:0"})
    billy = entries["24036"].abilities
    assert [a.kind for a in billy] == ["trait", "noon/shootout"]
    assert billy[1].keys == frozenset({"24036:0"})  # his traits are no indexed ability
