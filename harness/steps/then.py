"""Then steps: assert the state and the log, in the game's words."""

from __future__ import annotations

from collections.abc import Callable
from difflib import get_close_matches
from typing import TYPE_CHECKING, Any

import pytest
from pytest_bdd import then

from engine.decisions import IllegalPlay
from engine.model import Card
from engine.rules import unknown_rule
from engine.zones import Zone
from harness.resolve import check_card, location_of_name
from harness.scenario import ScenarioError, ScenarioState, phase_name
from harness.steps.types import step
from harness.tables import card_list, place_key
from harness.vocabulary import CHECKS, accepts, choose

if TYPE_CHECKING:
    from cards.deck_files import DeckFile

PLAYER_QUANTITIES: dict[str, Callable[[Any], int]] = {
    "ghost rock": lambda p: p.ghost_rock,
    "ghost rock to spend on Shootout abilities": lambda p: p.game.actions.spendable_ghost_rock(p, "shootout"),
    "ghost rock to spend on Noon abilities": lambda p: p.game.actions.spendable_ghost_rock(p, "noon"),
    "influence": lambda p: p.total_influence,
    "control points": lambda p: p.total_control,
    "cards in hand": lambda p: len(p.hand),
    "cards in their deck": lambda p: len(p.deck),
    "cards in their discard pile": lambda p: len(p.discard),
    "cards in Boot Hill": lambda p: len(p.boot_hill),
    "dudes in play": lambda p: len(p.dudes()),
}

CARD_STATS: dict[str, Callable[[Card], int]] = {
    "bullets": lambda c: c.bullets,
    "influence": lambda c: c.influence,
    "value": lambda c: c.value,
    "control points": lambda c: c.control,
    "production": lambda c: c.production,
    "upkeep": lambda c: c.upkeep,
    "bounty": lambda c: c.bounty,
    "ghost rock": lambda c: c.ghost_rock,
    "grit": lambda c: c.grit,
    "cost": lambda c: c.cost,
    "huckster skill": lambda c: c.skill("huckster") or 0,
    "blessed skill": lambda c: c.skill("blessed") or 0,
    "shaman skill": lambda c: c.skill("shaman") or 0,
    "mad scientist skill": lambda c: c.skill("mad scientist") or 0,
}

ZONES = {
    "hand": Zone.HAND,
    "deck": Zone.DECK,
    "discard pile": Zone.DISCARD,
    "boot hill": Zone.BOOT_HILL,
    "draw hand": Zone.DRAW_HAND,
}

#: What `"<card>" is <state>` reads, checked in this order by `card_state`.
CARD_STATES = (
    "booted",
    "unbooted",
    "a stud",
    "a draw",
    "wanted",
    "not wanted",
    "in play",
    "not in play",
    'at "<location>"',
    'attached to "<card>"',
    "in <player>'s <pile>",
    "not in <player>'s <pile>",
)
accepts("quantity", PLAYER_QUANTITIES)
accepts("stat", CARD_STATS)
accepts("pile", ZONES)


#: A pile as a reader names it ("Player1's Boot Hill"), never the engine's zone value.
_PILE_WORDS = {
    Zone.HAND: "hand",
    Zone.DECK: "deck",
    Zone.DISCARD: "discard pile",
    Zone.BOOT_HILL: "Boot Hill",
    Zone.DRAW_HAND: "draw hand",
}


def _place(doomtown: ScenarioState, card: Card) -> str:
    """Where a card is, in words: "in play", "in Player1's Boot Hill"."""
    if card.zone is Zone.PLAY:
        return "in play"
    pile = _PILE_WORDS.get(card.zone)
    return f"in {card.owner.name}'s {pile}" if pile else str(card.zone).replace("_", " ")


def _card(doomtown: ScenarioState, name: str) -> Card:
    check_card(doomtown, name)
    return doomtown.game.card(name)


def _expect(actual: object, expected: object, what: str) -> None:
    if actual != expected:
        raise AssertionError(f"{what}: expected {expected}, but it is {actual}")


# -- players ------------------------------------------------------------------------
@then(step("{player} has {amount:d} {quantity}"))
def player_quantity(doomtown: ScenarioState, player: str, amount: int, quantity: str) -> None:
    key = choose("quantity", quantity)
    who = doomtown.player(player)
    _expect(PLAYER_QUANTITIES[key](who), amount, f"{who.name}'s {key}")


@then(step('{player} controls "{deed}"'))
def controls(doomtown: ScenarioState, player: str, deed: str) -> None:
    card = _card(doomtown, deed)
    game = doomtown.game
    _expect(game.locations.controller(card).name, doomtown.player(player).name, f"The controller of {deed}")


@then(step("{player} is the first player"))
def is_first_player(doomtown: ScenarioState, player: str) -> None:
    game = doomtown.game
    _expect(game.players[game.first_player].name, doomtown.player(player).name, "The first player")


@then(step("{player} wins the game"))
def wins(doomtown: ScenarioState, player: str) -> None:
    game = doomtown.game
    winner = game.winner.name if game.winner else "nobody"
    _expect(winner, doomtown.player(player).name, "The winner")


@then(step("nobody has won the game"))
def nobody_won(doomtown: ScenarioState) -> None:
    winner = doomtown.game.winner
    _expect(winner.name if winner else "nobody", "nobody", "The winner")


@then(step("{player} is a debtor"))
def is_debtor(doomtown: ScenarioState, player: str) -> None:
    who = doomtown.player(player)
    _expect(who.debtor, True, f"Whether {who.name} owes the bank")


@then(step("{player} owes nothing"))
def owes_nothing(doomtown: ScenarioState, player: str) -> None:
    who = doomtown.player(player)
    _expect(who.debtor, False, f"Whether {who.name} owes the bank")


#: Places whose order is part of the rules: a street runs left to right, a deck top first.
ORDERED_PLACES = ("street", "deck")
PILES = {"hand": Zone.HAND, "deck": Zone.DECK, "discard": Zone.DISCARD, "boot_hill": Zone.BOOT_HILL}


def _place_cards(doomtown: ScenarioState, player: str, key: str) -> list[str]:
    who = doomtown.player(player)
    if key == "street":
        return ["home" if card is who.outfit else card.uid for card in who.street]
    if key == "out_of_town":
        return [card.uid for card in who.out_of_town]
    return [card.uid for card in who.pile(PILES[key])]


@then(step('{player}\'s {place} {is} "{cards}"'))
def place_holds(doomtown: ScenarioState, player: str, place: str, cards: str, verb: str) -> None:
    """A street and a deck are compared in order; a hand, a pile or the out-of-town deeds as sets."""
    key = place_key(place)
    actual = _place_cards(doomtown, player, key)
    expected = [name for name, _booted in card_list(cards)]
    if key not in ORDERED_PLACES:
        actual, expected = sorted(actual), sorted(expected)
    _expect(", ".join(actual) or "empty", ", ".join(expected), f"{player}'s {place}")


@then(step("{player}'s {place} {is} empty"))
def place_empty(doomtown: ScenarioState, player: str, place: str, verb: str) -> None:
    key = place_key(place)
    actual = _place_cards(doomtown, player, key)
    _expect(", ".join(actual) or "empty", "home" if key == "street" else "empty", f"{player}'s {place}")


# -- the flow of the day ---------------------------------------------------------------
@then(step("the phase is {phase}"))
def the_phase(doomtown: ScenarioState, phase: str) -> None:
    _expect(doomtown.game.phase, phase_name(phase), "The phase")


@then(step("it is {player}'s turn"))
def whose_turn(doomtown: ScenarioState, player: str) -> None:
    game = doomtown.game
    pending = game.pending
    if pending is None or pending.kind != "high noon":
        raise AssertionError(f"It is nobody's High Noon turn: {doomtown.describe_pending()}")
    _expect(game.players[pending.player].name, doomtown.player(player).name, "Whose turn it is")


@then(step("it is day {day:d}"))
def the_day(doomtown: ScenarioState, day: int) -> None:
    _expect(doomtown.game.day, day, "The day")


@then(step('{player} is asked to "{prompt}"'))
def asked(doomtown: ScenarioState, player: str, prompt: str) -> None:
    game = doomtown.game
    pending = game.pending
    if pending is None:
        raise AssertionError(f"Nobody is asked anything: the game is over ({doomtown.describe_pending()})")
    _expect(game.players[pending.player].name, doomtown.player(player).name, "Who must decide")
    _expect(pending.prompt, prompt, "The prompt")
    doomtown.asserted_pending = True


@then(step('{player} may choose "{option}"'))
def may_choose(doomtown: ScenarioState, player: str, option: str) -> None:
    """One of the options on offer now; if not, the engine's reason why not (C1)."""
    game = doomtown.game
    pending = game.pending
    if pending is None or pending.player != doomtown.player(player).index or pending.option(option) is None:
        why = game.why_not(player, option)
        because = f"; the engine says: {why}" if why is not None else ""
        raise AssertionError(
            f"'{option}' is not an option for {player}{because}\n{doomtown.describe_pending()}"
        )


@then(step('{player} may not choose "{option}"'))
def may_not_choose(doomtown: ScenarioState, player: str, option: str) -> None:
    """The engine refuses it now, for a reason naming a rule (C1)."""
    game = doomtown.game
    if game.why_not(player, option) is None:
        raise AssertionError(
            f"'{option}' is legal for {player} now, and should not be\n{doomtown.describe_pending()}"
        )


# -- refusals ----------------------------------------------------------------------------
def _proven_refusal(doomtown: ScenarioState, request: pytest.FixtureRequest) -> IllegalPlay:
    """The refusal a Then step checks. A refusal by a generic `decision.*` rule (an answer
    that names no play) must be what the scenario is about: tagged with that rule.
    Anywhere else it means the engine failed to name the rules section (C1)."""
    refusal = doomtown.refusal
    if refusal is None:
        raise AssertionError(
            "No play was refused (use 'When <player> tries to ...' for a play that should be)"
        )
    rule_id = refusal.rule.id
    tagged = {marker.args[0] for marker in request.node.iter_markers("rule") if marker.args}
    if rule_id.startswith("decision.") and rule_id not in tagged:
        raise AssertionError(
            f"The play was refused by the generic rule {rule_id}, not by a rules section: {refusal}\n"
            f"(Only a scenario tagged @rule:{rule_id}, about answers that name no play, may assert it)"
        )
    return refusal


@then(step('the play is refused because "{reason}"'))
def refused_because(doomtown: ScenarioState, reason: str, request: pytest.FixtureRequest) -> None:
    if doomtown.step_error is not None:
        error, doomtown.step_error = doomtown.step_error, None
        if reason not in str(error):
            raise AssertionError(f"The step was refused, but not because {reason!r}: {error}")
        return
    refusal = _proven_refusal(doomtown, request)
    if reason not in str(refusal):
        raise AssertionError(f"The refusal does not say {reason!r}; it says: {refusal}")


def check_rule_id(rule_id: str) -> str:
    """The rule id a refusal step names, checked (did you mean) before any game runs."""
    message = unknown_rule(rule_id)
    if message is not None:
        raise ScenarioError(message)
    return rule_id


CHECKS["rule_id"] = check_rule_id


@then(step('the play is refused by rule "{rule_id}"'))
def refused_by_rule(doomtown: ScenarioState, rule_id: str, request: pytest.FixtureRequest) -> None:
    check_rule_id(rule_id)
    if doomtown.step_error is not None:
        raise AssertionError(f"The step never reached the rules: {doomtown.step_error}")
    refusal = _proven_refusal(doomtown, request)
    _expect(refusal.rule.id, rule_id, "The rule that refused the play")


@then(step('the board is refused because "{reason}"'))
def board_refused_because(doomtown: ScenarioState, reason: str) -> None:
    """The board the Given steps describe is not a legal position (C3): the error names
    the entry (its path) and how to fix it."""
    error = doomtown.board_refusal()
    if reason not in str(error):
        raise AssertionError(f"The board is refused, but not because {reason!r}: {error}")


@then(step('the board is refused by rule "{rule_id}"'))
def board_refused_by_rule(doomtown: ScenarioState, rule_id: str) -> None:
    check_rule_id(rule_id)
    error = doomtown.board_refusal()
    _expect(error.rule.id if error.rule is not None else None, rule_id, "The rule that refused the board")


board_refused_because.proves_board_refusal = True  # type: ignore[attr-defined]
board_refused_by_rule.proves_board_refusal = True  # type: ignore[attr-defined]


@then(step("the play is allowed"))
def allowed(doomtown: ScenarioState) -> None:
    if doomtown.step_error is not None:
        raise AssertionError(f"The step failed: {doomtown.step_error}")
    if doomtown.refusal is not None:
        raise AssertionError(f"The play was refused: {doomtown.refusal}")


# -- cards -------------------------------------------------------------------------------
@then(step('"{card}" has {amount:d} {stat}'))
def card_stat(doomtown: ScenarioState, card: str, amount: int, stat: str) -> None:
    key = choose("stat", stat)
    _expect(CARD_STATS[key](_card(doomtown, card)), amount, f"{card}'s {key}")


PLAIN_STATES = CARD_STATES[:8]


def read_state(state: str) -> tuple[str, ...]:
    """A card state split into its form and words: ("booted",), ("at", location),
    ("attached to", card), ("in", player, pile), ("not in", player, pile). Lint reads
    states with this too, so a misspelt state fails there with this same message."""
    text = state.strip()
    if text in PLAIN_STATES:
        return (text,)
    if text.startswith("at "):
        return ("at", text[3:].strip().strip('"'))
    if text.startswith("attached to "):
        return ("attached to", text.removeprefix("attached to ").strip().strip('"'))
    for form in ("not in ", "in "):
        if text.startswith(form) and "'s " in text:
            owner, _, zone = text[len(form) :].partition("'s ")
            return (form.strip(), owner, choose("pile", zone))
    close = get_close_matches(text, CARD_STATES, n=1)
    hint = f" Did you mean '{close[0]}'?" if close else ""
    raise ScenarioError(
        f"Unknown state '{state}': use one of {', '.join(CARD_STATES)} "
        f"(a <pile> is one of {', '.join(ZONES)}).{hint}"
    )


accepts("state", CARD_STATES, read_state)


@then(step('"{card}" is {state}'))
def card_state(doomtown: ScenarioState, card: str, state: str) -> None:
    form, *words = read_state(state)
    target = _card(doomtown, card)
    game = doomtown.game
    if form in ("booted", "unbooted"):
        _expect("booted" if target.booted else "unbooted", form, f"Whether {card} is booted")
    elif form in ("a stud", "a draw"):
        _expect(f"a {target.shooter}", form, f"{card}'s shooter type")
    elif form in ("wanted", "not wanted"):
        _expect("wanted" if target.wanted else "not wanted", form, f"Whether {card} is wanted")
    elif form == "in play":
        _expect(_place(doomtown, target), "in play", f"Where {card} is")
    elif form == "not in play":
        if target.zone is Zone.PLAY:
            raise AssertionError(f"{card} is in play, and should not be")
    elif form == "at":
        where = game.actions.location_of(target)
        actual = game.locations.name(where) if where is not None else _place(doomtown, target)
        expected_name = game.locations.name(location_of_name(doomtown, target.controller, words[0]))
        _expect(actual, expected_name, f"Where {card} is")
    elif form == "attached to":
        from engine.conditions import attached_to_town_square

        parent = target.parent.uid if target.parent else "nothing"
        if attached_to_town_square(target):
            parent = game.locations.name(target.location or "")
        _expect(parent, words[0], f"What {card} is attached to")
    elif form == "in":
        owner, key = words
        _expect(
            _place(doomtown, target),
            f"in {doomtown.player(owner).name}'s {_PILE_WORDS[ZONES[key]]}",
            f"Where {card} is",
        )
    else:
        owner, key = words
        if (target.owner, target.zone) == (doomtown.player(owner), ZONES[key]):
            raise AssertionError(f"{card} is in {doomtown.player(owner).name}'s {key}, and should not be")


# -- the log -----------------------------------------------------------------------------
@then(step('the log contains "{line}"'))
def log_contains(doomtown: ScenarioState, line: str) -> None:
    lines = doomtown.game.log.lines()
    if line not in lines:
        close = get_close_matches(line, lines, n=3, cutoff=0.6)
        hint = "\nClosest lines:\n  " + "\n  ".join(close) if close else ""
        raise AssertionError(
            f"The log has no line {line!r}.{hint}\nLast lines:\n  " + "\n  ".join(lines[-8:])
        )


@then(step('the log does not contain "{text}"'))
def log_lacks(doomtown: ScenarioState, text: str) -> None:
    """No line contains `text`, even as a part: a whole-line check would pass while a
    longer line saying the same thing ("... to draw a card", "... on Sloane") exists."""
    found = [line for line in doomtown.game.log.lines() if text in line]
    if found:
        raise AssertionError(f"No log line should contain {text!r}, but these do:\n  " + "\n  ".join(found))


@then(step('the last log line is "{line}"'))
def last_log_line(doomtown: ScenarioState, line: str) -> None:
    lines = doomtown.game.log.lines()
    _expect(lines[-1] if lines else "(empty log)", line, "The last log line")


@then(step("the log contains in order:"))
def log_in_order(doomtown: ScenarioState, docstring: str) -> None:
    expected = [line.strip() for line in docstring.splitlines() if line.strip()]
    lines = doomtown.game.log.lines()
    position = 0
    for line in expected:
        try:
            position = lines.index(line, position) + 1
        except ValueError:
            raise AssertionError(
                f"After the earlier expected lines, the log has no line {line!r}.\nLog:\n  "
                + "\n  ".join(lines)
            ) from None


@then(step("nothing else changed"))
def nothing_else_changed(doomtown: ScenarioState) -> None:
    """Compare the whole board before the first When step with now; every difference
    must involve a card or player an earlier Then step named."""
    from engine.board_export import game_to_board
    from harness.board_diff import differences

    if doomtown.board_before is None:
        raise ScenarioError("'nothing else changed' needs a When step before it")
    after = game_to_board(doomtown.game, strict=False)
    undeclared = [
        line
        for line in differences(doomtown.board_before, after, decks_by_count=False)
        if not any(n in line for n in doomtown.declared)
    ]
    if undeclared:
        raise AssertionError("These changes were not asserted by a Then step:\n  " + "\n  ".join(undeclared))


@then(step("the options are:"))
def options_are(doomtown: ScenarioState, docstring: str) -> None:
    """The exact set of options of the pending prompt, one per line (ids or labels)."""
    pending = doomtown.game.pending
    if pending is None:
        raise AssertionError("Nobody is asked anything: the game is over")
    expected = sorted(line.strip() for line in docstring.splitlines() if line.strip())
    by_id = sorted(pending.ids())
    by_label = sorted(o.label for o in pending.options)
    if expected not in (by_id, by_label):
        missing = sorted(set(expected) - set(by_id) - set(by_label))
        extra = sorted(set(by_id) - set(expected))
        raise AssertionError(
            f"The options of '{pending.prompt}' differ.\n  expected but missing: {missing}\n  offered but not "
            f"expected: {extra}"
        )
    doomtown.asserted_pending = True


def _lasting_on(doomtown: ScenarioState, card: str) -> list[tuple[str, str, str]]:
    """(effect, source, until) of every lasting effect now applying to `card`."""
    target = _card(doomtown, card)
    effects = doomtown.game.effects
    return [
        (e.describe(), e.source.uid, str(e.duration))
        for e in effects.lasting
        if e in effects.effects_on(target)
    ]


@then(step('"{card}" has "{effect}" from "{source}" until {until}'))
def has_effect(doomtown: ScenarioState, card: str, effect: str, source: str, until: str) -> None:
    """A lasting effect applies to the card now, and when it will expire."""
    found = _lasting_on(doomtown, card)
    if (effect, source, choose("until", until, "duration")) not in found:
        shown = "; ".join(f'"{e}" from "{s}" until {u}' for e, s, u in found) or "none"
        raise AssertionError(
            f'{card} does not have "{effect}" from "{source}" until {until}. It has: {shown}'
        )


@then(step('"{card}" has no lasting effects'))
def no_effects(doomtown: ScenarioState, card: str) -> None:
    found = _lasting_on(doomtown, card)
    if found:
        shown = "; ".join(f'"{e}" from "{s}" until {u}' for e, s, u in found)
        raise AssertionError(f"{card} still has lasting effects: {shown}")


@then(step('"{card}" has the keyword "{keyword}"'))
def has_keyword(doomtown: ScenarioState, card: str, keyword: str) -> None:
    """Printed keywords and granted ones ("this dude gains the Deputy keyword") alike."""
    _expect(
        "has it" if _card(doomtown, card).has_keyword(keyword) else "lacks it",
        "has it",
        f"{card}'s {keyword}",
    )


@then(step('"{card}" does not have the keyword "{keyword}"'))
def lacks_keyword(doomtown: ScenarioState, card: str, keyword: str) -> None:
    _expect(
        "has it" if _card(doomtown, card).has_keyword(keyword) else "lacks it",
        "lacks it",
        f"{card}'s {keyword}",
    )


@then(step('the log has a line containing "{text}"'))
def log_line_containing(doomtown: ScenarioState, text: str) -> None:
    lines = doomtown.game.log.lines()
    if not any(text in line for line in lines):
        raise AssertionError(f"No log line contains {text!r}.\nLast lines:\n  " + "\n  ".join(lines[-8:]))


# -- deck files (`Given the deck file "..."`) --------------------------------------------


def _deck_file(doomtown: ScenarioState) -> DeckFile:
    if doomtown.deck_file is None:
        raise ScenarioError('No deck file was read: start with Given the deck file "decks/x.txt"')
    return doomtown.deck_file


def _format_verdict(doomtown: ScenarioState) -> list[str]:
    """Every rule the deck file's deck breaks: construction (§2.1), then the current format."""
    from cards.decks import validate_deck
    from cards.formats import deck_format_problems

    read = _deck_file(doomtown)
    if read.deck is None:
        raise AssertionError(f"{read.path} names no deck: {'; '.join(str(p) for p in read.problems)}")
    return [*validate_deck(read.deck), *deck_format_problems(read.deck)]


@then(step("the deck is legal in the current format"))
def deck_is_legal(doomtown: ScenarioState) -> None:
    """The deck file reads, keeps the construction rules (§2.1) and is in the current format."""
    read = _deck_file(doomtown)
    problems = [str(problem) for problem in read.problems] + _format_verdict(doomtown)
    assert not problems, f"{read.path} is not legal: {'; '.join(problems)}"


@then(step('the deck is not legal in the current format because "{problem}"'))
def deck_is_not_legal(doomtown: ScenarioState, problem: str) -> None:
    """One of the rules the deck breaks, word for word as `gomorra decks FILE` says it."""
    verdict = _format_verdict(doomtown)
    assert problem in verdict, f"{problem!r} is not among the deck's problems: {verdict}"


@then(step('the deck file has a problem at line {line:d}: "{message}"'))
def deck_file_problem(doomtown: ScenarioState, line: int, message: str) -> None:
    """A problem of one line of the deck file, word for word (without `file:line:`)."""
    read = _deck_file(doomtown)
    found = [problem.message for problem in read.problems if problem.line == line]
    assert message in found, f"line {line}: expected {message!r}, the problems there are {found}"


@then(step('the deck holds {copies:d} "{printing}"'))
def deck_holds(doomtown: ScenarioState, copies: int, printing: str) -> None:
    """A printing's copies in the deck's draw deck ("Shotgun (Weird West Edition)")."""
    from cards.database import card_db

    read = _deck_file(doomtown)
    if read.deck is None:
        raise AssertionError(f"{read.path} names no deck")
    wanted = card_db().find(printing)
    held = sum(entry.copies for entry in read.deck.cards if entry.card.code == wanted.code)
    held_as = {
        entry.card.label: entry.copies for entry in read.deck.cards if entry.card.title == wanted.title
    }
    assert held == copies, f"the deck holds {held} {wanted.label} ({held_as or 'no printing of it'})"
